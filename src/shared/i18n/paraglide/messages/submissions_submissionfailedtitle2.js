import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Submissionfailedtitle2Inputs */

const en_submissions_submissionfailedtitle2 = /** @type {(inputs: Submissions_Submissionfailedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submission Failed`)
};

const fil_submissions_submissionfailedtitle2 = /** @type {(inputs: Submissions_Submissionfailedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na-submit`)
};

/**
* | output |
* | --- |
* | "Submission Failed" |
*
* @param {Submissions_Submissionfailedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_submissionfailedtitle2 = /** @type {((inputs?: Submissions_Submissionfailedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Submissionfailedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_submissionfailedtitle2(inputs)
	return en_submissions_submissionfailedtitle2(inputs)
});
export { submissions_submissionfailedtitle2 as "submissions.submissionFailedTitle" }