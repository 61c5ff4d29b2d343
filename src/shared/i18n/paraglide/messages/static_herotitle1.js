import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Herotitle1Inputs */

const en_static_herotitle1 = /** @type {(inputs: Static_Herotitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear the clutter.`)
};

const fil_static_herotitle1 = /** @type {(inputs: Static_Herotitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligpitin ang kalat.`)
};

/**
* | output |
* | --- |
* | "Clear the clutter." |
*
* @param {Static_Herotitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_herotitle1 = /** @type {((inputs?: Static_Herotitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Herotitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_herotitle1(inputs)
	return en_static_herotitle1(inputs)
});
export { static_herotitle1 as "static.heroTitle" }