import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Bodylengthmismatch2Inputs */

const en_core_bodylengthmismatch2 = /** @type {(inputs: Core_Bodylengthmismatch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body does not match its Content-Length.`)
};

const fil_core_bodylengthmismatch2 = /** @type {(inputs: Core_Bodylengthmismatch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi tugma ang request body sa Content-Length nito.`)
};

/**
* | output |
* | --- |
* | "The request body does not match its Content-Length." |
*
* @param {Core_Bodylengthmismatch2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_bodylengthmismatch2 = /** @type {((inputs?: Core_Bodylengthmismatch2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Bodylengthmismatch2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_bodylengthmismatch2(inputs)
	return en_core_bodylengthmismatch2(inputs)
});
export { core_bodylengthmismatch2 as "core.bodyLengthMismatch" }