import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Signin1Inputs */

const en_submissions_signin1 = /** @type {(inputs: Submissions_Signin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

const fil_submissions_signin1 = /** @type {(inputs: Submissions_Signin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mag-sign in`)
};

/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Submissions_Signin1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_signin1 = /** @type {((inputs?: Submissions_Signin1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Signin1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_signin1(inputs)
	return en_submissions_signin1(inputs)
});
export { submissions_signin1 as "submissions.signIn" }