import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Filetoolarge2Inputs */

const en_core_filetoolarge2 = /** @type {(inputs: Core_Filetoolarge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That file is too large. Photos can be at most 10 MB.`)
};

const fil_core_filetoolarge2 = /** @type {(inputs: Core_Filetoolarge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masyadong malaki ang file na iyan. Hanggang 10 MB lang ang bawat litrato.`)
};

/**
* | output |
* | --- |
* | "That file is too large. Photos can be at most 10 MB." |
*
* @param {Core_Filetoolarge2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_filetoolarge2 = /** @type {((inputs?: Core_Filetoolarge2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Filetoolarge2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_filetoolarge2(inputs)
	return en_core_filetoolarge2(inputs)
});
export { core_filetoolarge2 as "core.fileTooLarge" }