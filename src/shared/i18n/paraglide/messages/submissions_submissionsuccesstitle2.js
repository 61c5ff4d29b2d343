import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Submissionsuccesstitle2Inputs */

const en_submissions_submissionsuccesstitle2 = /** @type {(inputs: Submissions_Submissionsuccesstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success!`)
};

/**
* | output |
* | --- |
* | "Success!" |
*
* @param {Submissions_Submissionsuccesstitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_submissionsuccesstitle2 = /** @type {((inputs?: Submissions_Submissionsuccesstitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Submissionsuccesstitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_submissionsuccesstitle2(inputs)
});
export { submissions_submissionsuccesstitle2 as "submissions.submissionSuccessTitle" }