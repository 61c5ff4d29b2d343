import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Requestcancelled1Inputs */

const en_submissions_requestcancelled1 = /** @type {(inputs: Submissions_Requestcancelled1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer gets an SMS.`)
};

const fil_submissions_requestcancelled1 = /** @type {(inputs: Submissions_Requestcancelled1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Makakatanggap ng SMS ang customer.`)
};

/**
* | output |
* | --- |
* | "The customer gets an SMS." |
*
* @param {Submissions_Requestcancelled1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_requestcancelled1 = /** @type {((inputs?: Submissions_Requestcancelled1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Requestcancelled1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_requestcancelled1(inputs)
	return en_submissions_requestcancelled1(inputs)
});
export { submissions_requestcancelled1 as "submissions.requestCancelled" }