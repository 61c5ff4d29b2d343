import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Recyclebody1Inputs */

const en_static_recyclebody1 = /** @type {(inputs: Static_Recyclebody1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metal, plastic, paper and electronics go to accredited recyclers.`)
};

const fil_static_recyclebody1 = /** @type {(inputs: Static_Recyclebody1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang metal, plastik, papel at electronics ay napupunta sa mga accredited na recycler.`)
};

/**
* | output |
* | --- |
* | "Metal, plastic, paper and electronics go to accredited recyclers." |
*
* @param {Static_Recyclebody1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_recyclebody1 = /** @type {((inputs?: Static_Recyclebody1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Recyclebody1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_recyclebody1(inputs)
	return en_static_recyclebody1(inputs)
});
export { static_recyclebody1 as "static.recycleBody" }