import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Resendtrackingnumber2Inputs */

const en_submissions_resendtrackingnumber2 = /** @type {(inputs: Submissions_Resendtrackingnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend Tracking Number`)
};

/**
* | output |
* | --- |
* | "Resend Tracking Number" |
*
* @param {Submissions_Resendtrackingnumber2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_resendtrackingnumber2 = /** @type {((inputs?: Submissions_Resendtrackingnumber2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resendtrackingnumber2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_resendtrackingnumber2(inputs)
});
export { submissions_resendtrackingnumber2 as "submissions.resendTrackingNumber" }