import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Forgotpasswordhint2Inputs */

const en_submissions_forgotpasswordhint2 = /** @type {(inputs: Submissions_Forgotpasswordhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your e-mail address above, then press this again.`)
};

const fil_submissions_forgotpasswordhint2 = /** @type {(inputs: Submissions_Forgotpasswordhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilagay ang iyong e-mail address sa itaas, saka pindutin ulit ito.`)
};

/**
* | output |
* | --- |
* | "Enter your e-mail address above, then press this again." |
*
* @param {Submissions_Forgotpasswordhint2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_forgotpasswordhint2 = /** @type {((inputs?: Submissions_Forgotpasswordhint2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Forgotpasswordhint2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_forgotpasswordhint2(inputs)
	return en_submissions_forgotpasswordhint2(inputs)
});
export { submissions_forgotpasswordhint2 as "submissions.forgotPasswordHint" }