import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Readfullterms2Inputs */

const en_static_readfullterms2 = /** @type {(inputs: Static_Readfullterms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the full terms`)
};

const fil_static_readfullterms2 = /** @type {(inputs: Static_Readfullterms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basahin ang buong terms`)
};

/**
* | output |
* | --- |
* | "Read the full terms" |
*
* @param {Static_Readfullterms2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_readfullterms2 = /** @type {((inputs?: Static_Readfullterms2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Readfullterms2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_readfullterms2(inputs)
	return en_static_readfullterms2(inputs)
});
export { static_readfullterms2 as "static.readFullTerms" }