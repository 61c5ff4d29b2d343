import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Badredirect1Inputs */

const en_core_badredirect1 = /** @type {(inputs: Core_Badredirect1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This redirect address is not allowed.`)
};

/**
* | output |
* | --- |
* | "This redirect address is not allowed." |
*
* @param {Core_Badredirect1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_badredirect1 = /** @type {((inputs?: Core_Badredirect1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Badredirect1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_badredirect1(inputs)
});
export { core_badredirect1 as "core.badRedirect" }