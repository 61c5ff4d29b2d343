import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Noitems1Inputs */

const en_tracking_noitems1 = /** @type {(inputs: Tracking_Noitems1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No item photos on this request.`)
};

/**
* | output |
* | --- |
* | "No item photos on this request." |
*
* @param {Tracking_Noitems1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_noitems1 = /** @type {((inputs?: Tracking_Noitems1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Noitems1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_noitems1(inputs)
});
export { tracking_noitems1 as "tracking.noItems" }