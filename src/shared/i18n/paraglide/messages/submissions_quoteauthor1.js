import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Quoteauthor1Inputs */

const en_submissions_quoteauthor1 = /** @type {(inputs: Submissions_Quoteauthor1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`— Barbara Hemphill`)
};

const fil_submissions_quoteauthor1 = /** @type {(inputs: Submissions_Quoteauthor1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`— Barbara Hemphill`)
};

/**
* | output |
* | --- |
* | "— Barbara Hemphill" |
*
* @param {Submissions_Quoteauthor1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_quoteauthor1 = /** @type {((inputs?: Submissions_Quoteauthor1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Quoteauthor1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_quoteauthor1(inputs)
	return en_submissions_quoteauthor1(inputs)
});
export { submissions_quoteauthor1 as "submissions.quoteAuthor" }