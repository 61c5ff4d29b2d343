import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Forgotpasswordhint2Inputs */

const en_submissions_forgotpasswordhint2 = /** @type {(inputs: Submissions_Forgotpasswordhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your e-mail address above, then press this again.`)
};

/**
* | output |
* | --- |
* | "Enter your e-mail address above, then press this again." |
*
* @param {Submissions_Forgotpasswordhint2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_forgotpasswordhint2 = /** @type {((inputs?: Submissions_Forgotpasswordhint2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Forgotpasswordhint2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_forgotpasswordhint2(inputs)
});
export { submissions_forgotpasswordhint2 as "submissions.forgotPasswordHint" }