import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Detailname1Inputs */

const en_tracking_detailname1 = /** @type {(inputs: Tracking_Detailname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const fil_tracking_detailname1 = /** @type {(inputs: Tracking_Detailname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pangalan`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Tracking_Detailname1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_detailname1 = /** @type {((inputs?: Tracking_Detailname1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Detailname1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_detailname1(inputs)
	return en_tracking_detailname1(inputs)
});
export { tracking_detailname1 as "tracking.detailName" }