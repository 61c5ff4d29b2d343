import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Rememberme1Inputs */

const en_submissions_rememberme1 = /** @type {(inputs: Submissions_Rememberme1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remember me`)
};

const fil_submissions_rememberme1 = /** @type {(inputs: Submissions_Rememberme1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tandaan ako`)
};

/**
* | output |
* | --- |
* | "Remember me" |
*
* @param {Submissions_Rememberme1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_rememberme1 = /** @type {((inputs?: Submissions_Rememberme1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Rememberme1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_rememberme1(inputs)
	return en_submissions_rememberme1(inputs)
});
export { submissions_rememberme1 as "submissions.rememberMe" }