import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_VerdictInputs */

const en_photos_verdict = /** @type {(inputs: Photos_VerdictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verdict`)
};

const fil_photos_verdict = /** @type {(inputs: Photos_VerdictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hatol`)
};

/**
* | output |
* | --- |
* | "Verdict" |
*
* @param {Photos_VerdictInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_verdict = /** @type {((inputs?: Photos_VerdictInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_VerdictInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_verdict(inputs)
	return en_photos_verdict(inputs)
});
export { photos_verdict as "photos.verdict" }