import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Invalidvalue1Inputs */

const en_core_invalidvalue1 = /** @type {(inputs: Core_Invalidvalue1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid value`)
};

const fil_core_invalidvalue1 = /** @type {(inputs: Core_Invalidvalue1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi valid ang value`)
};

/**
* | output |
* | --- |
* | "Invalid value" |
*
* @param {Core_Invalidvalue1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_invalidvalue1 = /** @type {((inputs?: Core_Invalidvalue1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Invalidvalue1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_invalidvalue1(inputs)
	return en_core_invalidvalue1(inputs)
});
export { core_invalidvalue1 as "core.invalidValue" }