import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Loadingdetails1Inputs */

const en_tracking_loadingdetails1 = /** @type {(inputs: Tracking_Loadingdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading tracking details`)
};

const fil_tracking_loadingdetails1 = /** @type {(inputs: Tracking_Loadingdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nilo-load ang detalye ng tracking`)
};

/**
* | output |
* | --- |
* | "Loading tracking details" |
*
* @param {Tracking_Loadingdetails1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_loadingdetails1 = /** @type {((inputs?: Tracking_Loadingdetails1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Loadingdetails1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_loadingdetails1(inputs)
	return en_tracking_loadingdetails1(inputs)
});
export { tracking_loadingdetails1 as "tracking.loadingDetails" }