import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Toomanyrequestsfull3Inputs */

const en_core_toomanyrequestsfull3 = /** @type {(inputs: Core_Toomanyrequestsfull3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many requests. Please wait a moment and try again.`)
};

const fil_core_toomanyrequestsfull3 = /** @type {(inputs: Core_Toomanyrequestsfull3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masyadong maraming request. Maghintay sandali at subukan ulit.`)
};

/**
* | output |
* | --- |
* | "Too many requests. Please wait a moment and try again." |
*
* @param {Core_Toomanyrequestsfull3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_toomanyrequestsfull3 = /** @type {((inputs?: Core_Toomanyrequestsfull3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Toomanyrequestsfull3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_toomanyrequestsfull3(inputs)
	return en_core_toomanyrequestsfull3(inputs)
});
export { core_toomanyrequestsfull3 as "core.tooManyRequestsFull" }