import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Resenddonetitle2Inputs */

const en_submissions_resenddonetitle2 = /** @type {(inputs: Submissions_Resenddonetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number resent`)
};

const fil_submissions_resenddonetitle2 = /** @type {(inputs: Submissions_Resenddonetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naipadala ulit ang tracking number`)
};

/**
* | output |
* | --- |
* | "Tracking number resent" |
*
* @param {Submissions_Resenddonetitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_resenddonetitle2 = /** @type {((inputs?: Submissions_Resenddonetitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resenddonetitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_resenddonetitle2(inputs)
	return en_submissions_resenddonetitle2(inputs)
});
export { submissions_resenddonetitle2 as "submissions.resendDoneTitle" }