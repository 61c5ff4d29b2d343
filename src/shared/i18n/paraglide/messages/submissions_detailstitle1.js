import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Detailstitle1Inputs */

const en_submissions_detailstitle1 = /** @type {(inputs: Submissions_Detailstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submission details`)
};

/**
* | output |
* | --- |
* | "Submission details" |
*
* @param {Submissions_Detailstitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_detailstitle1 = /** @type {((inputs?: Submissions_Detailstitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Detailstitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_detailstitle1(inputs)
});
export { submissions_detailstitle1 as "submissions.detailsTitle" }