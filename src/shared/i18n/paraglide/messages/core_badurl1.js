import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Badurl1Inputs */

const en_core_badurl1 = /** @type {(inputs: Core_Badurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The address of this request is not valid.`)
};

const fil_core_badurl1 = /** @type {(inputs: Core_Badurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi valid ang address ng request na ito.`)
};

/**
* | output |
* | --- |
* | "The address of this request is not valid." |
*
* @param {Core_Badurl1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_badurl1 = /** @type {((inputs?: Core_Badurl1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Badurl1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_badurl1(inputs)
	return en_core_badurl1(inputs)
});
export { core_badurl1 as "core.badUrl" }