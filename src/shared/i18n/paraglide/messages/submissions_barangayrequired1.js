import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Barangayrequired1Inputs */

const en_submissions_barangayrequired1 = /** @type {(inputs: Submissions_Barangayrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your barangay`)
};

const fil_submissions_barangayrequired1 = /** @type {(inputs: Submissions_Barangayrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay ang iyong barangay`)
};

/**
* | output |
* | --- |
* | "Please enter your barangay" |
*
* @param {Submissions_Barangayrequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_barangayrequired1 = /** @type {((inputs?: Submissions_Barangayrequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Barangayrequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_barangayrequired1(inputs)
	return en_submissions_barangayrequired1(inputs)
});
export { submissions_barangayrequired1 as "submissions.barangayRequired" }