import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Filetoolarge2Inputs */

const en_core_filetoolarge2 = /** @type {(inputs: Core_Filetoolarge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That file is too large. Photos can be at most 10 MB.`)
};

/**
* | output |
* | --- |
* | "That file is too large. Photos can be at most 10 MB." |
*
* @param {Core_Filetoolarge2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_filetoolarge2 = /** @type {((inputs?: Core_Filetoolarge2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Filetoolarge2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_filetoolarge2(inputs)
});
export { core_filetoolarge2 as "core.fileTooLarge" }