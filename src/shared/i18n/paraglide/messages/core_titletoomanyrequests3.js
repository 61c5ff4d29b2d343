import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Titletoomanyrequests3Inputs */

const en_core_titletoomanyrequests3 = /** @type {(inputs: Core_Titletoomanyrequests3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many requests`)
};

/**
* | output |
* | --- |
* | "Too many requests" |
*
* @param {Core_Titletoomanyrequests3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_titletoomanyrequests3 = /** @type {((inputs?: Core_Titletoomanyrequests3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Titletoomanyrequests3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_titletoomanyrequests3(inputs)
});
export { core_titletoomanyrequests3 as "core.titleTooManyRequests" }