import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Signingin1Inputs */

const en_submissions_signingin1 = /** @type {(inputs: Submissions_Signingin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in…`)
};

/**
* | output |
* | --- |
* | "Signing in…" |
*
* @param {Submissions_Signingin1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_signingin1 = /** @type {((inputs?: Submissions_Signingin1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Signingin1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_signingin1(inputs)
});
export { submissions_signingin1 as "submissions.signingIn" }