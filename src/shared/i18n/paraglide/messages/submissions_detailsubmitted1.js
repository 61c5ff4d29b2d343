import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Detailsubmitted1Inputs */

const en_submissions_detailsubmitted1 = /** @type {(inputs: Submissions_Detailsubmitted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitted`)
};

/**
* | output |
* | --- |
* | "Submitted" |
*
* @param {Submissions_Detailsubmitted1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_detailsubmitted1 = /** @type {((inputs?: Submissions_Detailsubmitted1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Detailsubmitted1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_detailsubmitted1(inputs)
});
export { submissions_detailsubmitted1 as "submissions.detailSubmitted" }