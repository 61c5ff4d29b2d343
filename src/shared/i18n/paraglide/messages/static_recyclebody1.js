import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Recyclebody1Inputs */

const en_static_recyclebody1 = /** @type {(inputs: Static_Recyclebody1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metal, plastic, paper and electronics go to accredited recyclers.`)
};

/**
* | output |
* | --- |
* | "Metal, plastic, paper and electronics go to accredited recyclers." |
*
* @param {Static_Recyclebody1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_recyclebody1 = /** @type {((inputs?: Static_Recyclebody1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Recyclebody1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_recyclebody1(inputs)
});
export { static_recyclebody1 as "static.recycleBody" }