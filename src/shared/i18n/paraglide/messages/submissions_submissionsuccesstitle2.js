import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Submissionsuccesstitle2Inputs */

const en_submissions_submissionsuccesstitle2 = /** @type {(inputs: Submissions_Submissionsuccesstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success!`)
};

const fil_submissions_submissionsuccesstitle2 = /** @type {(inputs: Submissions_Submissionsuccesstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tagumpay!`)
};

/**
* | output |
* | --- |
* | "Success!" |
*
* @param {Submissions_Submissionsuccesstitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_submissionsuccesstitle2 = /** @type {((inputs?: Submissions_Submissionsuccesstitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Submissionsuccesstitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_submissionsuccesstitle2(inputs)
	return en_submissions_submissionsuccesstitle2(inputs)
});
export { submissions_submissionsuccesstitle2 as "submissions.submissionSuccessTitle" }