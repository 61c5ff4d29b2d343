import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Uploadingphoto1Inputs */

const en_submissions_uploadingphoto1 = /** @type {(inputs: Submissions_Uploadingphoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading Photo`)
};

/**
* | output |
* | --- |
* | "Uploading Photo" |
*
* @param {Submissions_Uploadingphoto1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_uploadingphoto1 = /** @type {((inputs?: Submissions_Uploadingphoto1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Uploadingphoto1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_uploadingphoto1(inputs)
});
export { submissions_uploadingphoto1 as "submissions.uploadingPhoto" }