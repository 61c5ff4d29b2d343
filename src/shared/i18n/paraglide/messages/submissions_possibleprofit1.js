import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Possibleprofit1Inputs */

const en_submissions_possibleprofit1 = /** @type {(inputs: Submissions_Possibleprofit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Possible profit`)
};

/**
* | output |
* | --- |
* | "Possible profit" |
*
* @param {Submissions_Possibleprofit1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_possibleprofit1 = /** @type {((inputs?: Submissions_Possibleprofit1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Possibleprofit1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_possibleprofit1(inputs)
});
export { submissions_possibleprofit1 as "submissions.possibleProfit" }