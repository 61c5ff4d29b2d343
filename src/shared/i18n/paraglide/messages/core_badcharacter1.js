import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Badcharacter1Inputs */

const en_core_badcharacter1 = /** @type {(inputs: Core_Badcharacter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This text contains a character that cannot be saved. Please remove it and try again.`)
};

const fil_core_badcharacter1 = /** @type {(inputs: Core_Badcharacter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`May character sa text na ito na hindi puwedeng i-save. Pakitanggal ito at subukan ulit.`)
};

/**
* | output |
* | --- |
* | "This text contains a character that cannot be saved. Please remove it and try again." |
*
* @param {Core_Badcharacter1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_badcharacter1 = /** @type {((inputs?: Core_Badcharacter1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Badcharacter1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_badcharacter1(inputs)
	return en_core_badcharacter1(inputs)
});
export { core_badcharacter1 as "core.badCharacter" }