import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Profitlabel1Inputs */

const en_submissions_profitlabel1 = /** @type {(inputs: Submissions_Profitlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Possible profit (₱)`)
};

/**
* | output |
* | --- |
* | "Possible profit (₱)" |
*
* @param {Submissions_Profitlabel1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_profitlabel1 = /** @type {((inputs?: Submissions_Profitlabel1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Profitlabel1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_profitlabel1(inputs)
});
export { submissions_profitlabel1 as "submissions.profitLabel" }