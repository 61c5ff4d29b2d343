import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Applicationdeclined1Inputs */

const en_submissions_applicationdeclined1 = /** @type {(inputs: Submissions_Applicationdeclined1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A notification SMS has been sent to the user`)
};

const fil_submissions_applicationdeclined1 = /** @type {(inputs: Submissions_Applicationdeclined1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nakapagpadala na ng SMS sa user`)
};

/**
* | output |
* | --- |
* | "A notification SMS has been sent to the user" |
*
* @param {Submissions_Applicationdeclined1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_applicationdeclined1 = /** @type {((inputs?: Submissions_Applicationdeclined1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Applicationdeclined1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_applicationdeclined1(inputs)
	return en_submissions_applicationdeclined1(inputs)
});
export { submissions_applicationdeclined1 as "submissions.applicationDeclined" }