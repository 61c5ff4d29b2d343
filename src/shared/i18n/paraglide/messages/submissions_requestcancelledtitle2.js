import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Requestcancelledtitle2Inputs */

const en_submissions_requestcancelledtitle2 = /** @type {(inputs: Submissions_Requestcancelledtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request cancelled`)
};

const fil_submissions_requestcancelledtitle2 = /** @type {(inputs: Submissions_Requestcancelledtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-cancel ang request`)
};

/**
* | output |
* | --- |
* | "Request cancelled" |
*
* @param {Submissions_Requestcancelledtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_requestcancelledtitle2 = /** @type {((inputs?: Submissions_Requestcancelledtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Requestcancelledtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_requestcancelledtitle2(inputs)
	return en_submissions_requestcancelledtitle2(inputs)
});
export { submissions_requestcancelledtitle2 as "submissions.requestCancelledTitle" }