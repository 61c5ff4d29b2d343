import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Uploadingphoto1Inputs */

const en_submissions_uploadingphoto1 = /** @type {(inputs: Submissions_Uploadingphoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading Photo`)
};

const fil_submissions_uploadingphoto1 = /** @type {(inputs: Submissions_Uploadingphoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ina-upload ang Litrato`)
};

/**
* | output |
* | --- |
* | "Uploading Photo" |
*
* @param {Submissions_Uploadingphoto1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_uploadingphoto1 = /** @type {((inputs?: Submissions_Uploadingphoto1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Uploadingphoto1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_uploadingphoto1(inputs)
	return en_submissions_uploadingphoto1(inputs)
});
export { submissions_uploadingphoto1 as "submissions.uploadingPhoto" }