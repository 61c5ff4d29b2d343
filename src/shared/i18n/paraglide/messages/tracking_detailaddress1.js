import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Detailaddress1Inputs */

const en_tracking_detailaddress1 = /** @type {(inputs: Tracking_Detailaddress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const fil_tracking_detailaddress1 = /** @type {(inputs: Tracking_Detailaddress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Tracking_Detailaddress1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_detailaddress1 = /** @type {((inputs?: Tracking_Detailaddress1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Detailaddress1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_detailaddress1(inputs)
	return en_tracking_detailaddress1(inputs)
});
export { tracking_detailaddress1 as "tracking.detailAddress" }