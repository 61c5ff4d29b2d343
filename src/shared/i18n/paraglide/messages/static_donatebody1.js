import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Donatebody1Inputs */

const en_static_donatebody1 = /** @type {(inputs: Static_Donatebody1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usable items go to families, schools and community groups who need them.`)
};

const fil_static_donatebody1 = /** @type {(inputs: Static_Donatebody1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang mga gamit na mapapakinabangan pa ay napupunta sa mga pamilya, paaralan at community group na nangangailangan.`)
};

/**
* | output |
* | --- |
* | "Usable items go to families, schools and community groups who need them." |
*
* @param {Static_Donatebody1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_donatebody1 = /** @type {((inputs?: Static_Donatebody1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Donatebody1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_donatebody1(inputs)
	return en_static_donatebody1(inputs)
});
export { static_donatebody1 as "static.donateBody" }