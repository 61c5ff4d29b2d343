import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Byday1Inputs */

const en_events_byday1 = /** @type {(inputs: Events_Byday1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requests per day`)
};

/**
* | output |
* | --- |
* | "Requests per day" |
*
* @param {Events_Byday1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_byday1 = /** @type {((inputs?: Events_Byday1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Byday1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_byday1(inputs)
});
export { events_byday1 as "events.byDay" }