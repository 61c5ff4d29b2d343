import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Submissionfailedtitle2Inputs */

const en_submissions_submissionfailedtitle2 = /** @type {(inputs: Submissions_Submissionfailedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submission Failed`)
};

/**
* | output |
* | --- |
* | "Submission Failed" |
*
* @param {Submissions_Submissionfailedtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_submissionfailedtitle2 = /** @type {((inputs?: Submissions_Submissionfailedtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Submissionfailedtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_submissionfailedtitle2(inputs)
});
export { submissions_submissionfailedtitle2 as "submissions.submissionFailedTitle" }