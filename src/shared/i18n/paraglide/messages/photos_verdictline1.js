import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Verdictline1Inputs */

const en_photos_verdictline1 = /** @type {(inputs: Photos_Verdictline1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verdict:`)
};

/**
* | output |
* | --- |
* | "Verdict:" |
*
* @param {Photos_Verdictline1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_verdictline1 = /** @type {((inputs?: Photos_Verdictline1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Verdictline1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_verdictline1(inputs)
});
export { photos_verdictline1 as "photos.verdictLine" }