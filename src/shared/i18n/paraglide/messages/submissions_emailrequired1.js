import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Emailrequired1Inputs */

const en_submissions_emailrequired1 = /** @type {(inputs: Submissions_Emailrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your email`)
};

const fil_submissions_emailrequired1 = /** @type {(inputs: Submissions_Emailrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay ang iyong e-mail`)
};

/**
* | output |
* | --- |
* | "Please enter your email" |
*
* @param {Submissions_Emailrequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_emailrequired1 = /** @type {((inputs?: Submissions_Emailrequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Emailrequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_emailrequired1(inputs)
	return en_submissions_emailrequired1(inputs)
});
export { submissions_emailrequired1 as "submissions.emailRequired" }