import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Badcharacter1Inputs */

const en_core_badcharacter1 = /** @type {(inputs: Core_Badcharacter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This text contains a character that cannot be saved. Please remove it and try again.`)
};

/**
* | output |
* | --- |
* | "This text contains a character that cannot be saved. Please remove it and try again." |
*
* @param {Core_Badcharacter1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_badcharacter1 = /** @type {((inputs?: Core_Badcharacter1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Badcharacter1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_badcharacter1(inputs)
});
export { core_badcharacter1 as "core.badCharacter" }