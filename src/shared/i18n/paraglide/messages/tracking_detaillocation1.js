import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Detaillocation1Inputs */

const en_tracking_detaillocation1 = /** @type {(inputs: Tracking_Detaillocation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

const fil_tracking_detaillocation1 = /** @type {(inputs: Tracking_Detaillocation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lokasyon`)
};

/**
* | output |
* | --- |
* | "Location" |
*
* @param {Tracking_Detaillocation1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_detaillocation1 = /** @type {((inputs?: Tracking_Detaillocation1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Detaillocation1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_detaillocation1(inputs)
	return en_tracking_detaillocation1(inputs)
});
export { tracking_detaillocation1 as "tracking.detailLocation" }