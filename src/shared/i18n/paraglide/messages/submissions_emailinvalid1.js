import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Emailinvalid1Inputs */

const en_submissions_emailinvalid1 = /** @type {(inputs: Submissions_Emailinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Submissions_Emailinvalid1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_emailinvalid1 = /** @type {((inputs?: Submissions_Emailinvalid1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Emailinvalid1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_emailinvalid1(inputs)
});
export { submissions_emailinvalid1 as "submissions.emailInvalid" }