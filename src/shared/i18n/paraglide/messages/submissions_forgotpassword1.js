import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Forgotpassword1Inputs */

const en_submissions_forgotpassword1 = /** @type {(inputs: Submissions_Forgotpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot password?`)
};

/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Submissions_Forgotpassword1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_forgotpassword1 = /** @type {((inputs?: Submissions_Forgotpassword1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Forgotpassword1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_forgotpassword1(inputs)
});
export { submissions_forgotpassword1 as "submissions.forgotPassword" }