import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Logintitle1Inputs */

const en_submissions_logintitle1 = /** @type {(inputs: Submissions_Logintitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Access`)
};

const fil_submissions_logintitle1 = /** @type {(inputs: Submissions_Logintitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Access`)
};

/**
* | output |
* | --- |
* | "Admin Access" |
*
* @param {Submissions_Logintitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_logintitle1 = /** @type {((inputs?: Submissions_Logintitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Logintitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_logintitle1(inputs)
	return en_submissions_logintitle1(inputs)
});
export { submissions_logintitle1 as "submissions.loginTitle" }