import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_VerdictInputs */

const en_photos_verdict = /** @type {(inputs: Photos_VerdictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verdict`)
};

/**
* | output |
* | --- |
* | "Verdict" |
*
* @param {Photos_VerdictInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_verdict = /** @type {((inputs?: Photos_VerdictInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_VerdictInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_verdict(inputs)
});
export { photos_verdict as "photos.verdict" }