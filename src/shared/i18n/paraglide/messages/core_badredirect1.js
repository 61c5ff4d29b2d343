import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Badredirect1Inputs */

const en_core_badredirect1 = /** @type {(inputs: Core_Badredirect1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This redirect address is not allowed.`)
};

const fil_core_badredirect1 = /** @type {(inputs: Core_Badredirect1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi puwede ang redirect address na ito.`)
};

/**
* | output |
* | --- |
* | "This redirect address is not allowed." |
*
* @param {Core_Badredirect1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_badredirect1 = /** @type {((inputs?: Core_Badredirect1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Badredirect1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_badredirect1(inputs)
	return en_core_badredirect1(inputs)
});
export { core_badredirect1 as "core.badRedirect" }