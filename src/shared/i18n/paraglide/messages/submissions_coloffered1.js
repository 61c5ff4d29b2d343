import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Coloffered1Inputs */

const en_submissions_coloffered1 = /** @type {(inputs: Submissions_Coloffered1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offered`)
};

const fil_submissions_coloffered1 = /** @type {(inputs: Submissions_Coloffered1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inaalok`)
};

/**
* | output |
* | --- |
* | "Offered" |
*
* @param {Submissions_Coloffered1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_coloffered1 = /** @type {((inputs?: Submissions_Coloffered1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Coloffered1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_coloffered1(inputs)
	return en_submissions_coloffered1(inputs)
});
export { submissions_coloffered1 as "submissions.colOffered" }