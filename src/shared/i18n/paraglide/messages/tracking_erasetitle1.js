import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Erasetitle1Inputs */

const en_tracking_erasetitle1 = /** @type {(inputs: Tracking_Erasetitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erase my personal data`)
};

const fil_tracking_erasetitle1 = /** @type {(inputs: Tracking_Erasetitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Burahin ang personal data ko`)
};

/**
* | output |
* | --- |
* | "Erase my personal data" |
*
* @param {Tracking_Erasetitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_erasetitle1 = /** @type {((inputs?: Tracking_Erasetitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Erasetitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_erasetitle1(inputs)
	return en_tracking_erasetitle1(inputs)
});
export { tracking_erasetitle1 as "tracking.eraseTitle" }