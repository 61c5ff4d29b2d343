import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Bodytoolarge2Inputs */

const en_core_bodytoolarge2 = /** @type {(inputs: Core_Bodytoolarge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body is too large.`)
};

const fil_core_bodytoolarge2 = /** @type {(inputs: Core_Bodytoolarge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masyadong malaki ang request body.`)
};

/**
* | output |
* | --- |
* | "The request body is too large." |
*
* @param {Core_Bodytoolarge2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_bodytoolarge2 = /** @type {((inputs?: Core_Bodytoolarge2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Bodytoolarge2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_bodytoolarge2(inputs)
	return en_core_bodytoolarge2(inputs)
});
export { core_bodytoolarge2 as "core.bodyTooLarge" }