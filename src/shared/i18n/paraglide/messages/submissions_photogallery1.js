import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Photogallery1Inputs */

const en_submissions_photogallery1 = /** @type {(inputs: Submissions_Photogallery1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo Gallery`)
};

const fil_submissions_photogallery1 = /** @type {(inputs: Submissions_Photogallery1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo Gallery`)
};

/**
* | output |
* | --- |
* | "Photo Gallery" |
*
* @param {Submissions_Photogallery1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_photogallery1 = /** @type {((inputs?: Submissions_Photogallery1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photogallery1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_photogallery1(inputs)
	return en_submissions_photogallery1(inputs)
});
export { submissions_photogallery1 as "submissions.photoGallery" }