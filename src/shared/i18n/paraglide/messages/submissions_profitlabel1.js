import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Profitlabel1Inputs */

const en_submissions_profitlabel1 = /** @type {(inputs: Submissions_Profitlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Possible profit (₱)`)
};

const fil_submissions_profitlabel1 = /** @type {(inputs: Submissions_Profitlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posibleng kita (₱)`)
};

/**
* | output |
* | --- |
* | "Possible profit (₱)" |
*
* @param {Submissions_Profitlabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_profitlabel1 = /** @type {((inputs?: Submissions_Profitlabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Profitlabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_profitlabel1(inputs)
	return en_submissions_profitlabel1(inputs)
});
export { submissions_profitlabel1 as "submissions.profitLabel" }