import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Footernav1Inputs */

const en_core_footernav1 = /** @type {(inputs: Core_Footernav1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Footer`)
};

const fil_core_footernav1 = /** @type {(inputs: Core_Footernav1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Footer`)
};

/**
* | output |
* | --- |
* | "Footer" |
*
* @param {Core_Footernav1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_footernav1 = /** @type {((inputs?: Core_Footernav1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Footernav1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_footernav1(inputs)
	return en_core_footernav1(inputs)
});
export { core_footernav1 as "core.footerNav" }