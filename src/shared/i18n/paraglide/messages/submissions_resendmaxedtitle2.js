import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Resendmaxedtitle2Inputs */

const en_submissions_resendmaxedtitle2 = /** @type {(inputs: Submissions_Resendmaxedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maximum resends reached`)
};

const fil_submissions_resendmaxedtitle2 = /** @type {(inputs: Submissions_Resendmaxedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naabot na ang maximum na resend`)
};

/**
* | output |
* | --- |
* | "Maximum resends reached" |
*
* @param {Submissions_Resendmaxedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_resendmaxedtitle2 = /** @type {((inputs?: Submissions_Resendmaxedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resendmaxedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_resendmaxedtitle2(inputs)
	return en_submissions_resendmaxedtitle2(inputs)
});
export { submissions_resendmaxedtitle2 as "submissions.resendMaxedTitle" }