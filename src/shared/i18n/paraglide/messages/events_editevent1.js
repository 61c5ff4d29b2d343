import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Editevent1Inputs */

const en_events_editevent1 = /** @type {(inputs: Events_Editevent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit event`)
};

const fil_events_editevent1 = /** @type {(inputs: Events_Editevent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-edit ang event`)
};

/**
* | output |
* | --- |
* | "Edit event" |
*
* @param {Events_Editevent1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_editevent1 = /** @type {((inputs?: Events_Editevent1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Editevent1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_editevent1(inputs)
	return en_events_editevent1(inputs)
});
export { events_editevent1 as "events.editEvent" }