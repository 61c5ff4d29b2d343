import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Numberinvalid1Inputs */

const en_tracking_numberinvalid1 = /** @type {(inputs: Tracking_Numberinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid tracking number.`)
};

/**
* | output |
* | --- |
* | "Please enter a valid tracking number." |
*
* @param {Tracking_Numberinvalid1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_numberinvalid1 = /** @type {((inputs?: Tracking_Numberinvalid1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Numberinvalid1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_numberinvalid1(inputs)
});
export { tracking_numberinvalid1 as "tracking.numberInvalid" }