import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Homelabel1Inputs */

const en_core_homelabel1 = /** @type {(inputs: Core_Homelabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligpit home`)
};

const fil_core_homelabel1 = /** @type {(inputs: Core_Homelabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home ng Ligpit`)
};

/**
* | output |
* | --- |
* | "Ligpit home" |
*
* @param {Core_Homelabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_homelabel1 = /** @type {((inputs?: Core_Homelabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Homelabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_homelabel1(inputs)
	return en_core_homelabel1(inputs)
});
export { core_homelabel1 as "core.homeLabel" }