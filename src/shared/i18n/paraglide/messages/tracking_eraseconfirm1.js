import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Eraseconfirm1Inputs */

const en_tracking_eraseconfirm1 = /** @type {(inputs: Tracking_Eraseconfirm1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erase my data`)
};

const fil_tracking_eraseconfirm1 = /** @type {(inputs: Tracking_Eraseconfirm1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Burahin ang data ko`)
};

/**
* | output |
* | --- |
* | "Erase my data" |
*
* @param {Tracking_Eraseconfirm1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_eraseconfirm1 = /** @type {((inputs?: Tracking_Eraseconfirm1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Eraseconfirm1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_eraseconfirm1(inputs)
	return en_tracking_eraseconfirm1(inputs)
});
export { tracking_eraseconfirm1 as "tracking.eraseConfirm" }