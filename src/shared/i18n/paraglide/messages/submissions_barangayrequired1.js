import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Barangayrequired1Inputs */

const en_submissions_barangayrequired1 = /** @type {(inputs: Submissions_Barangayrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your barangay`)
};

/**
* | output |
* | --- |
* | "Please enter your barangay" |
*
* @param {Submissions_Barangayrequired1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_barangayrequired1 = /** @type {((inputs?: Submissions_Barangayrequired1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Barangayrequired1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_barangayrequired1(inputs)
});
export { submissions_barangayrequired1 as "submissions.barangayRequired" }