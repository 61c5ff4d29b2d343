import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Bodytypeunsupported2Inputs */

const en_core_bodytypeunsupported2 = /** @type {(inputs: Core_Bodytypeunsupported2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That kind of request body is not supported.`)
};

const fil_core_bodytypeunsupported2 = /** @type {(inputs: Core_Bodytypeunsupported2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi suportado ang ganitong uri ng request body.`)
};

/**
* | output |
* | --- |
* | "That kind of request body is not supported." |
*
* @param {Core_Bodytypeunsupported2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_bodytypeunsupported2 = /** @type {((inputs?: Core_Bodytypeunsupported2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Bodytypeunsupported2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_bodytypeunsupported2(inputs)
	return en_core_bodytypeunsupported2(inputs)
});
export { core_bodytypeunsupported2 as "core.bodyTypeUnsupported" }