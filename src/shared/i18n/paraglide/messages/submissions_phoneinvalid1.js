import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Phoneinvalid1Inputs */

const en_submissions_phoneinvalid1 = /** @type {(inputs: Submissions_Phoneinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid 10-digit phone number`)
};

/**
* | output |
* | --- |
* | "Please enter a valid 10-digit phone number" |
*
* @param {Submissions_Phoneinvalid1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_phoneinvalid1 = /** @type {((inputs?: Submissions_Phoneinvalid1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Phoneinvalid1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_phoneinvalid1(inputs)
});
export { submissions_phoneinvalid1 as "submissions.phoneInvalid" }