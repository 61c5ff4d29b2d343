import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Requestcancelled1Inputs */

const en_submissions_requestcancelled1 = /** @type {(inputs: Submissions_Requestcancelled1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer gets an SMS.`)
};

/**
* | output |
* | --- |
* | "The customer gets an SMS." |
*
* @param {Submissions_Requestcancelled1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_requestcancelled1 = /** @type {((inputs?: Submissions_Requestcancelled1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Requestcancelled1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_requestcancelled1(inputs)
});
export { submissions_requestcancelled1 as "submissions.requestCancelled" }