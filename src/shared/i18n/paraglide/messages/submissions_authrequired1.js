import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Authrequired1Inputs */

const en_submissions_authrequired1 = /** @type {(inputs: Submissions_Authrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication required`)
};

const fil_submissions_authrequired1 = /** @type {(inputs: Submissions_Authrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kailangang naka-sign in`)
};

/**
* | output |
* | --- |
* | "Authentication required" |
*
* @param {Submissions_Authrequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_authrequired1 = /** @type {((inputs?: Submissions_Authrequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Authrequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_authrequired1(inputs)
	return en_submissions_authrequired1(inputs)
});
export { submissions_authrequired1 as "submissions.authRequired" }