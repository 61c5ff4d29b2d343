import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Photogallery1Inputs */

const en_submissions_photogallery1 = /** @type {(inputs: Submissions_Photogallery1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo Gallery`)
};

/**
* | output |
* | --- |
* | "Photo Gallery" |
*
* @param {Submissions_Photogallery1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_photogallery1 = /** @type {((inputs?: Submissions_Photogallery1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photogallery1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_photogallery1(inputs)
});
export { submissions_photogallery1 as "submissions.photoGallery" }