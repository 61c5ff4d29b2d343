import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Showpassword1Inputs */

const en_core_showpassword1 = /** @type {(inputs: Core_Showpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show password`)
};

const fil_core_showpassword1 = /** @type {(inputs: Core_Showpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ipakita ang password`)
};

/**
* | output |
* | --- |
* | "Show password" |
*
* @param {Core_Showpassword1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_showpassword1 = /** @type {((inputs?: Core_Showpassword1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Showpassword1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_showpassword1(inputs)
	return en_core_showpassword1(inputs)
});
export { core_showpassword1 as "core.showPassword" }