import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Signingin1Inputs */

const en_submissions_signingin1 = /** @type {(inputs: Submissions_Signingin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in…`)
};

const fil_submissions_signingin1 = /** @type {(inputs: Submissions_Signingin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagsa-sign in…`)
};

/**
* | output |
* | --- |
* | "Signing in…" |
*
* @param {Submissions_Signingin1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_signingin1 = /** @type {((inputs?: Submissions_Signingin1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Signingin1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_signingin1(inputs)
	return en_submissions_signingin1(inputs)
});
export { submissions_signingin1 as "submissions.signingIn" }