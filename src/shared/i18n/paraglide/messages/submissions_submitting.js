import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_SubmittingInputs */

const en_submissions_submitting = /** @type {(inputs: Submissions_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitting...`)
};

const fil_submissions_submitting = /** @type {(inputs: Submissions_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sina-submit...`)
};

/**
* | output |
* | --- |
* | "Submitting..." |
*
* @param {Submissions_SubmittingInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_submitting = /** @type {((inputs?: Submissions_SubmittingInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_SubmittingInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_submitting(inputs)
	return en_submissions_submitting(inputs)
});
export { submissions_submitting as "submissions.submitting" }