import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Invalidrequest1Inputs */

const en_core_invalidrequest1 = /** @type {(inputs: Core_Invalidrequest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid request`)
};

const fil_core_invalidrequest1 = /** @type {(inputs: Core_Invalidrequest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi valid ang request`)
};

/**
* | output |
* | --- |
* | "Invalid request" |
*
* @param {Core_Invalidrequest1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_invalidrequest1 = /** @type {((inputs?: Core_Invalidrequest1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Invalidrequest1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_invalidrequest1(inputs)
	return en_core_invalidrequest1(inputs)
});
export { core_invalidrequest1 as "core.invalidRequest" }