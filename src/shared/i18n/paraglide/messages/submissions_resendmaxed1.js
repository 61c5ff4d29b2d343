import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Resendmaxed1Inputs */

const en_submissions_resendmaxed1 = /** @type {(inputs: Submissions_Resendmaxed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You've reached the maximum number of resend attempts.`)
};

const fil_submissions_resendmaxed1 = /** @type {(inputs: Submissions_Resendmaxed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naabot mo na ang maximum na bilang ng pag-resend.`)
};

/**
* | output |
* | --- |
* | "You've reached the maximum number of resend attempts." |
*
* @param {Submissions_Resendmaxed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_resendmaxed1 = /** @type {((inputs?: Submissions_Resendmaxed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resendmaxed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_resendmaxed1(inputs)
	return en_submissions_resendmaxed1(inputs)
});
export { submissions_resendmaxed1 as "submissions.resendMaxed" }