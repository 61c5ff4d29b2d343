import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Errortitle1Inputs */

const en_tracking_errortitle1 = /** @type {(inputs: Tracking_Errortitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking error`)
};

const fil_tracking_errortitle1 = /** @type {(inputs: Tracking_Errortitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error sa tracking`)
};

/**
* | output |
* | --- |
* | "Tracking error" |
*
* @param {Tracking_Errortitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_errortitle1 = /** @type {((inputs?: Tracking_Errortitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Errortitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_errortitle1(inputs)
	return en_tracking_errortitle1(inputs)
});
export { tracking_errortitle1 as "tracking.errorTitle" }