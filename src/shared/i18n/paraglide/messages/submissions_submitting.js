import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_SubmittingInputs */

const en_submissions_submitting = /** @type {(inputs: Submissions_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitting...`)
};

/**
* | output |
* | --- |
* | "Submitting..." |
*
* @param {Submissions_SubmittingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_submitting = /** @type {((inputs?: Submissions_SubmittingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_SubmittingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_submitting(inputs)
});
export { submissions_submitting as "submissions.submitting" }