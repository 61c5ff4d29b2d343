import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Possibleprofitnote2Inputs */

const en_submissions_possibleprofitnote2 = /** @type {(inputs: Submissions_Possibleprofitnote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sum of staff estimates`)
};

/**
* | output |
* | --- |
* | "Sum of staff estimates" |
*
* @param {Submissions_Possibleprofitnote2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_possibleprofitnote2 = /** @type {((inputs?: Submissions_Possibleprofitnote2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Possibleprofitnote2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_possibleprofitnote2(inputs)
});
export { submissions_possibleprofitnote2 as "submissions.possibleProfitNote" }