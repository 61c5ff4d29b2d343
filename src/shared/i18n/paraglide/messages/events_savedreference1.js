import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Savedreference1Inputs */

const en_events_savedreference1 = /** @type {(inputs: Events_Savedreference1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provisional reference`)
};

/**
* | output |
* | --- |
* | "Provisional reference" |
*
* @param {Events_Savedreference1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_savedreference1 = /** @type {((inputs?: Events_Savedreference1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Savedreference1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_savedreference1(inputs)
});
export { events_savedreference1 as "events.savedReference" }