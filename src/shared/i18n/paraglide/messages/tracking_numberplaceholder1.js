import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Numberplaceholder1Inputs */

const en_tracking_numberplaceholder1 = /** @type {(inputs: Tracking_Numberplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. AB12CD34`)
};

const fil_tracking_numberplaceholder1 = /** @type {(inputs: Tracking_Numberplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hal. AB12CD34`)
};

/**
* | output |
* | --- |
* | "e.g. AB12CD34" |
*
* @param {Tracking_Numberplaceholder1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_numberplaceholder1 = /** @type {((inputs?: Tracking_Numberplaceholder1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Numberplaceholder1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_numberplaceholder1(inputs)
	return en_tracking_numberplaceholder1(inputs)
});
export { tracking_numberplaceholder1 as "tracking.numberPlaceholder" }