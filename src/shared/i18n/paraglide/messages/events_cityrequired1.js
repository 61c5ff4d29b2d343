import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Cityrequired1Inputs */

const en_events_cityrequired1 = /** @type {(inputs: Events_Cityrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a city`)
};

/**
* | output |
* | --- |
* | "Please select a city" |
*
* @param {Events_Cityrequired1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_cityrequired1 = /** @type {((inputs?: Events_Cityrequired1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Cityrequired1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_cityrequired1(inputs)
});
export { events_cityrequired1 as "events.cityRequired" }