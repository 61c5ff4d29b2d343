import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Slotformat1Inputs */

const en_events_slotformat1 = /** @type {(inputs: Events_Slotformat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A time slot has at most 40 characters`)
};

const fil_events_slotformat1 = /** @type {(inputs: Events_Slotformat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hanggang 40 character lang ang isang time slot`)
};

/**
* | output |
* | --- |
* | "A time slot has at most 40 characters" |
*
* @param {Events_Slotformat1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_slotformat1 = /** @type {((inputs?: Events_Slotformat1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Slotformat1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_slotformat1(inputs)
	return en_events_slotformat1(inputs)
});
export { events_slotformat1 as "events.slotFormat" }