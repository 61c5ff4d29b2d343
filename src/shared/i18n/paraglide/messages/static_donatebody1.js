import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Donatebody1Inputs */

const en_static_donatebody1 = /** @type {(inputs: Static_Donatebody1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usable items go to families, schools and community groups who need them.`)
};

/**
* | output |
* | --- |
* | "Usable items go to families, schools and community groups who need them." |
*
* @param {Static_Donatebody1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_donatebody1 = /** @type {((inputs?: Static_Donatebody1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Donatebody1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_donatebody1(inputs)
});
export { static_donatebody1 as "static.donateBody" }