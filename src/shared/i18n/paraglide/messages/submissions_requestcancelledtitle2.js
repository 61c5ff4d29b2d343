import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Requestcancelledtitle2Inputs */

const en_submissions_requestcancelledtitle2 = /** @type {(inputs: Submissions_Requestcancelledtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request cancelled`)
};

/**
* | output |
* | --- |
* | "Request cancelled" |
*
* @param {Submissions_Requestcancelledtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_requestcancelledtitle2 = /** @type {((inputs?: Submissions_Requestcancelledtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Requestcancelledtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_requestcancelledtitle2(inputs)
});
export { submissions_requestcancelledtitle2 as "submissions.requestCancelledTitle" }