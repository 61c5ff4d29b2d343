import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Yourphotos1Inputs */

const en_submissions_yourphotos1 = /** @type {(inputs: Submissions_Yourphotos1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your photos`)
};

const fil_submissions_yourphotos1 = /** @type {(inputs: Submissions_Yourphotos1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga litrato mo`)
};

/**
* | output |
* | --- |
* | "Your photos" |
*
* @param {Submissions_Yourphotos1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_yourphotos1 = /** @type {((inputs?: Submissions_Yourphotos1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Yourphotos1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_yourphotos1(inputs)
	return en_submissions_yourphotos1(inputs)
});
export { submissions_yourphotos1 as "submissions.yourPhotos" }