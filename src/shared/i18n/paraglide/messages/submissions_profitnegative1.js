import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Profitnegative1Inputs */

const en_submissions_profitnegative1 = /** @type {(inputs: Submissions_Profitnegative1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Possible profit cannot be negative`)
};

/**
* | output |
* | --- |
* | "Possible profit cannot be negative" |
*
* @param {Submissions_Profitnegative1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_profitnegative1 = /** @type {((inputs?: Submissions_Profitnegative1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Profitnegative1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_profitnegative1(inputs)
});
export { submissions_profitnegative1 as "submissions.profitNegative" }