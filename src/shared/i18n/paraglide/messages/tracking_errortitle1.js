import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Errortitle1Inputs */

const en_tracking_errortitle1 = /** @type {(inputs: Tracking_Errortitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking error`)
};

/**
* | output |
* | --- |
* | "Tracking error" |
*
* @param {Tracking_Errortitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_errortitle1 = /** @type {((inputs?: Tracking_Errortitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Errortitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_errortitle1(inputs)
});
export { tracking_errortitle1 as "tracking.errorTitle" }