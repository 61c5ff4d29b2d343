import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Slotrequired1Inputs */

const en_events_slotrequired1 = /** @type {(inputs: Events_Slotrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a time slot`)
};

const fil_events_slotrequired1 = /** @type {(inputs: Events_Slotrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng time slot`)
};

/**
* | output |
* | --- |
* | "Please choose a time slot" |
*
* @param {Events_Slotrequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_slotrequired1 = /** @type {((inputs?: Events_Slotrequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Slotrequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_slotrequired1(inputs)
	return en_events_slotrequired1(inputs)
});
export { events_slotrequired1 as "events.slotRequired" }