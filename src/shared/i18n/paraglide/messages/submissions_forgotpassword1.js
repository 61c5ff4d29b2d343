import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Forgotpassword1Inputs */

const en_submissions_forgotpassword1 = /** @type {(inputs: Submissions_Forgotpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot password?`)
};

const fil_submissions_forgotpassword1 = /** @type {(inputs: Submissions_Forgotpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nakalimutan ang password?`)
};

/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Submissions_Forgotpassword1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_forgotpassword1 = /** @type {((inputs?: Submissions_Forgotpassword1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Forgotpassword1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_forgotpassword1(inputs)
	return en_submissions_forgotpassword1(inputs)
});
export { submissions_forgotpassword1 as "submissions.forgotPassword" }