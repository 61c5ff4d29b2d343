import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Emailrequired1Inputs */

const en_submissions_emailrequired1 = /** @type {(inputs: Submissions_Emailrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your email`)
};

/**
* | output |
* | --- |
* | "Please enter your email" |
*
* @param {Submissions_Emailrequired1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_emailrequired1 = /** @type {((inputs?: Submissions_Emailrequired1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Emailrequired1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_emailrequired1(inputs)
});
export { submissions_emailrequired1 as "submissions.emailRequired" }