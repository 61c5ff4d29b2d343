import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Toomanyrequests2Inputs */

const en_core_toomanyrequests2 = /** @type {(inputs: Core_Toomanyrequests2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please wait a moment and try again.`)
};

const fil_core_toomanyrequests2 = /** @type {(inputs: Core_Toomanyrequests2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maghintay sandali at subukan ulit.`)
};

/**
* | output |
* | --- |
* | "Please wait a moment and try again." |
*
* @param {Core_Toomanyrequests2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_toomanyrequests2 = /** @type {((inputs?: Core_Toomanyrequests2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Toomanyrequests2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_toomanyrequests2(inputs)
	return en_core_toomanyrequests2(inputs)
});
export { core_toomanyrequests2 as "core.tooManyRequests" }