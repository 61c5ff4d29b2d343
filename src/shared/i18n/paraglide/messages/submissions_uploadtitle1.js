import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Uploadtitle1Inputs */

const en_submissions_uploadtitle1 = /** @type {(inputs: Submissions_Uploadtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Here's your item!`)
};

const fil_submissions_uploadtitle1 = /** @type {(inputs: Submissions_Uploadtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heto ang gamit mo!`)
};

/**
* | output |
* | --- |
* | "Here's your item!" |
*
* @param {Submissions_Uploadtitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_uploadtitle1 = /** @type {((inputs?: Submissions_Uploadtitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Uploadtitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_uploadtitle1(inputs)
	return en_submissions_uploadtitle1(inputs)
});
export { submissions_uploadtitle1 as "submissions.uploadTitle" }