import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Submissionfailed1Inputs */

const en_submissions_submissionfailed1 = /** @type {(inputs: Submissions_Submissionfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was an error submitting your form. Please try again.`)
};

const fil_submissions_submissionfailed1 = /** @type {(inputs: Submissions_Submissionfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagkaproblema sa pag-submit ng form mo. Pakisubukan ulit.`)
};

/**
* | output |
* | --- |
* | "There was an error submitting your form. Please try again." |
*
* @param {Submissions_Submissionfailed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_submissionfailed1 = /** @type {((inputs?: Submissions_Submissionfailed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Submissionfailed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_submissionfailed1(inputs)
	return en_submissions_submissionfailed1(inputs)
});
export { submissions_submissionfailed1 as "submissions.submissionFailed" }