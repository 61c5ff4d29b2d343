import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Hidepassword1Inputs */

const en_core_hidepassword1 = /** @type {(inputs: Core_Hidepassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide password`)
};

const fil_core_hidepassword1 = /** @type {(inputs: Core_Hidepassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itago ang password`)
};

/**
* | output |
* | --- |
* | "Hide password" |
*
* @param {Core_Hidepassword1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_hidepassword1 = /** @type {((inputs?: Core_Hidepassword1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Hidepassword1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_hidepassword1(inputs)
	return en_core_hidepassword1(inputs)
});
export { core_hidepassword1 as "core.hidePassword" }