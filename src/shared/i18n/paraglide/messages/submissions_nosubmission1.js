import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nosubmission1Inputs */

const en_submissions_nosubmission1 = /** @type {(inputs: Submissions_Nosubmission1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We couldn't find your submission data`)
};

/**
* | output |
* | --- |
* | "We couldn't find your submission data" |
*
* @param {Submissions_Nosubmission1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_nosubmission1 = /** @type {((inputs?: Submissions_Nosubmission1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nosubmission1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_nosubmission1(inputs)
});
export { submissions_nosubmission1 as "submissions.noSubmission" }