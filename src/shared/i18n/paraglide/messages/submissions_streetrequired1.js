import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Streetrequired1Inputs */

const en_submissions_streetrequired1 = /** @type {(inputs: Submissions_Streetrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your street address with house number`)
};

const fil_submissions_streetrequired1 = /** @type {(inputs: Submissions_Streetrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay ang iyong street address kasama ang house number`)
};

/**
* | output |
* | --- |
* | "Please enter your street address with house number" |
*
* @param {Submissions_Streetrequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_streetrequired1 = /** @type {((inputs?: Submissions_Streetrequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Streetrequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_streetrequired1(inputs)
	return en_submissions_streetrequired1(inputs)
});
export { submissions_streetrequired1 as "submissions.streetRequired" }