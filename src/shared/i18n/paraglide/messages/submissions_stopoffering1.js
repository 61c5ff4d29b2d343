import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Stopoffering1Inputs */

const en_submissions_stopoffering1 = /** @type {(inputs: Submissions_Stopoffering1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop offering`)
};

/**
* | output |
* | --- |
* | "Stop offering" |
*
* @param {Submissions_Stopoffering1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_stopoffering1 = /** @type {((inputs?: Submissions_Stopoffering1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Stopoffering1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_stopoffering1(inputs)
});
export { submissions_stopoffering1 as "submissions.stopOffering" }