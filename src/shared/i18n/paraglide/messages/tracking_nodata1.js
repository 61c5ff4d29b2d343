import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Nodata1Inputs */

const en_tracking_nodata1 = /** @type {(inputs: Tracking_Nodata1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not find data for this tracking number`)
};

const fil_tracking_nodata1 = /** @type {(inputs: Tracking_Nodata1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang nahanap na data para sa tracking number na ito`)
};

/**
* | output |
* | --- |
* | "Could not find data for this tracking number" |
*
* @param {Tracking_Nodata1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_nodata1 = /** @type {((inputs?: Tracking_Nodata1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Nodata1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_nodata1(inputs)
	return en_tracking_nodata1(inputs)
});
export { tracking_nodata1 as "tracking.noData" }