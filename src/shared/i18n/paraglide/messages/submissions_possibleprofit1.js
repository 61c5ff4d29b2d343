import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Possibleprofit1Inputs */

const en_submissions_possibleprofit1 = /** @type {(inputs: Submissions_Possibleprofit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Possible profit`)
};

const fil_submissions_possibleprofit1 = /** @type {(inputs: Submissions_Possibleprofit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posibleng kita`)
};

/**
* | output |
* | --- |
* | "Possible profit" |
*
* @param {Submissions_Possibleprofit1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_possibleprofit1 = /** @type {((inputs?: Submissions_Possibleprofit1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Possibleprofit1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_possibleprofit1(inputs)
	return en_submissions_possibleprofit1(inputs)
});
export { submissions_possibleprofit1 as "submissions.possibleProfit" }