import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Cityrequired1Inputs */

const en_events_cityrequired1 = /** @type {(inputs: Events_Cityrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a city`)
};

const fil_events_cityrequired1 = /** @type {(inputs: Events_Cityrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng lungsod`)
};

/**
* | output |
* | --- |
* | "Please select a city" |
*
* @param {Events_Cityrequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_cityrequired1 = /** @type {((inputs?: Events_Cityrequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Cityrequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_cityrequired1(inputs)
	return en_events_cityrequired1(inputs)
});
export { events_cityrequired1 as "events.cityRequired" }