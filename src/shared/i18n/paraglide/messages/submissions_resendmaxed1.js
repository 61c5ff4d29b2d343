import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Resendmaxed1Inputs */

const en_submissions_resendmaxed1 = /** @type {(inputs: Submissions_Resendmaxed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You've reached the maximum number of resend attempts.`)
};

/**
* | output |
* | --- |
* | "You've reached the maximum number of resend attempts." |
*
* @param {Submissions_Resendmaxed1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_resendmaxed1 = /** @type {((inputs?: Submissions_Resendmaxed1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resendmaxed1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_resendmaxed1(inputs)
});
export { submissions_resendmaxed1 as "submissions.resendMaxed" }