import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Openevent1Inputs */

const en_events_openevent1 = /** @type {(inputs: Events_Openevent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open event`)
};

const fil_events_openevent1 = /** @type {(inputs: Events_Openevent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buksan ang event`)
};

/**
* | output |
* | --- |
* | "Open event" |
*
* @param {Events_Openevent1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_openevent1 = /** @type {((inputs?: Events_Openevent1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Openevent1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_openevent1(inputs)
	return en_events_openevent1(inputs)
});
export { events_openevent1 as "events.openEvent" }