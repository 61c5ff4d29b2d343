import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_UploadInputs */

const en_submissions_upload = /** @type {(inputs: Submissions_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload`)
};

const fil_submissions_upload = /** @type {(inputs: Submissions_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mag-upload`)
};

/**
* | output |
* | --- |
* | "Upload" |
*
* @param {Submissions_UploadInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_upload = /** @type {((inputs?: Submissions_UploadInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_UploadInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_upload(inputs)
	return en_submissions_upload(inputs)
});
export { submissions_upload as "submissions.upload" }