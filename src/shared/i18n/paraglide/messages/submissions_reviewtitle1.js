import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Reviewtitle1Inputs */

const en_submissions_reviewtitle1 = /** @type {(inputs: Submissions_Reviewtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review`)
};

/**
* | output |
* | --- |
* | "Review" |
*
* @param {Submissions_Reviewtitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_reviewtitle1 = /** @type {((inputs?: Submissions_Reviewtitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Reviewtitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_reviewtitle1(inputs)
});
export { submissions_reviewtitle1 as "submissions.reviewTitle" }