import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Disposebody1Inputs */

const en_static_disposebody1 = /** @type {(inputs: Static_Disposebody1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What cannot be saved is disposed of safely and legally — never dumped.`)
};

const fil_static_disposebody1 = /** @type {(inputs: Static_Disposebody1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang hindi na mapapakinabangan ay itinatapon nang ligtas at ayon sa batas — hindi basta itinatambak.`)
};

/**
* | output |
* | --- |
* | "What cannot be saved is disposed of safely and legally — never dumped." |
*
* @param {Static_Disposebody1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_disposebody1 = /** @type {((inputs?: Static_Disposebody1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Disposebody1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_disposebody1(inputs)
	return en_static_disposebody1(inputs)
});
export { static_disposebody1 as "static.disposeBody" }