import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Submissionsuccess1Inputs */

const en_submissions_submissionsuccess1 = /** @type {(inputs: Submissions_Submissionsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your items have been submitted successfully!`)
};

const fil_submissions_submissionsuccess1 = /** @type {(inputs: Submissions_Submissionsuccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matagumpay na na-submit ang mga gamit mo!`)
};

/**
* | output |
* | --- |
* | "Your items have been submitted successfully!" |
*
* @param {Submissions_Submissionsuccess1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_submissionsuccess1 = /** @type {((inputs?: Submissions_Submissionsuccess1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Submissionsuccess1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_submissionsuccess1(inputs)
	return en_submissions_submissionsuccess1(inputs)
});
export { submissions_submissionsuccess1 as "submissions.submissionSuccess" }