import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Herotitleaccent2Inputs */

const en_static_herotitleaccent2 = /** @type {(inputs: Static_Herotitleaccent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We’ll pick it up.`)
};

/**
* | output |
* | --- |
* | "We’ll pick it up." |
*
* @param {Static_Herotitleaccent2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_herotitleaccent2 = /** @type {((inputs?: Static_Herotitleaccent2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Herotitleaccent2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_herotitleaccent2(inputs)
});
export { static_herotitleaccent2 as "static.heroTitleAccent" }