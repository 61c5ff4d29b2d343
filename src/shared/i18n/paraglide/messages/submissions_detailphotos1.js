import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Detailphotos1Inputs */

const en_submissions_detailphotos1 = /** @type {(inputs: Submissions_Detailphotos1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

const fil_submissions_detailphotos1 = /** @type {(inputs: Submissions_Detailphotos1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga litrato`)
};

/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Submissions_Detailphotos1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_detailphotos1 = /** @type {((inputs?: Submissions_Detailphotos1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Detailphotos1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_detailphotos1(inputs)
	return en_submissions_detailphotos1(inputs)
});
export { submissions_detailphotos1 as "submissions.detailPhotos" }