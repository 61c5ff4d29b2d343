import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Verdictline1Inputs */

const en_photos_verdictline1 = /** @type {(inputs: Photos_Verdictline1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verdict:`)
};

const fil_photos_verdictline1 = /** @type {(inputs: Photos_Verdictline1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hatol:`)
};

/**
* | output |
* | --- |
* | "Verdict:" |
*
* @param {Photos_Verdictline1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_verdictline1 = /** @type {((inputs?: Photos_Verdictline1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Verdictline1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_verdictline1(inputs)
	return en_photos_verdictline1(inputs)
});
export { photos_verdictline1 as "photos.verdictLine" }