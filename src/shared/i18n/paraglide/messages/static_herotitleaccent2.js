import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Herotitleaccent2Inputs */

const en_static_herotitleaccent2 = /** @type {(inputs: Static_Herotitleaccent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We’ll pick it up.`)
};

const fil_static_herotitleaccent2 = /** @type {(inputs: Static_Herotitleaccent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kami ang kukuha.`)
};

/**
* | output |
* | --- |
* | "We’ll pick it up." |
*
* @param {Static_Herotitleaccent2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_herotitleaccent2 = /** @type {((inputs?: Static_Herotitleaccent2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Herotitleaccent2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_herotitleaccent2(inputs)
	return en_static_herotitleaccent2(inputs)
});
export { static_herotitleaccent2 as "static.heroTitleAccent" }