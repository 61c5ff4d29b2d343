import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Titletoomanyrequests3Inputs */

const en_core_titletoomanyrequests3 = /** @type {(inputs: Core_Titletoomanyrequests3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many requests`)
};

const fil_core_titletoomanyrequests3 = /** @type {(inputs: Core_Titletoomanyrequests3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masyadong maraming request`)
};

/**
* | output |
* | --- |
* | "Too many requests" |
*
* @param {Core_Titletoomanyrequests3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_titletoomanyrequests3 = /** @type {((inputs?: Core_Titletoomanyrequests3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Titletoomanyrequests3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_titletoomanyrequests3(inputs)
	return en_core_titletoomanyrequests3(inputs)
});
export { core_titletoomanyrequests3 as "core.titleTooManyRequests" }