import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notoffered1Inputs */

const en_submissions_notoffered1 = /** @type {(inputs: Submissions_Notoffered1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not offered`)
};

const fil_submissions_notoffered1 = /** @type {(inputs: Submissions_Notoffered1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hindi inaalok`)
};

/**
* | output |
* | --- |
* | "not offered" |
*
* @param {Submissions_Notoffered1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_notoffered1 = /** @type {((inputs?: Submissions_Notoffered1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notoffered1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_notoffered1(inputs)
	return en_submissions_notoffered1(inputs)
});
export { submissions_notoffered1 as "submissions.notOffered" }