import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Submittingrequest1Inputs */

const en_submissions_submittingrequest1 = /** @type {(inputs: Submissions_Submittingrequest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitting Request`)
};

/**
* | output |
* | --- |
* | "Submitting Request" |
*
* @param {Submissions_Submittingrequest1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_submittingrequest1 = /** @type {((inputs?: Submissions_Submittingrequest1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Submittingrequest1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_submittingrequest1(inputs)
});
export { submissions_submittingrequest1 as "submissions.submittingRequest" }