import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Venuerequired1Inputs */

const en_events_venuerequired1 = /** @type {(inputs: Events_Venuerequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the venue`)
};

/**
* | output |
* | --- |
* | "Please enter the venue" |
*
* @param {Events_Venuerequired1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_venuerequired1 = /** @type {((inputs?: Events_Venuerequired1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Venuerequired1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_venuerequired1(inputs)
});
export { events_venuerequired1 as "events.venueRequired" }