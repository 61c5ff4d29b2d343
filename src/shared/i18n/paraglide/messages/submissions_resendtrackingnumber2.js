import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Resendtrackingnumber2Inputs */

const en_submissions_resendtrackingnumber2 = /** @type {(inputs: Submissions_Resendtrackingnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend Tracking Number`)
};

const fil_submissions_resendtrackingnumber2 = /** @type {(inputs: Submissions_Resendtrackingnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-resend ang Tracking Number`)
};

/**
* | output |
* | --- |
* | "Resend Tracking Number" |
*
* @param {Submissions_Resendtrackingnumber2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_resendtrackingnumber2 = /** @type {((inputs?: Submissions_Resendtrackingnumber2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resendtrackingnumber2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_resendtrackingnumber2(inputs)
	return en_submissions_resendtrackingnumber2(inputs)
});
export { submissions_resendtrackingnumber2 as "submissions.resendTrackingNumber" }