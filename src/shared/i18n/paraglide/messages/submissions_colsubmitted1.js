import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Colsubmitted1Inputs */

const en_submissions_colsubmitted1 = /** @type {(inputs: Submissions_Colsubmitted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitted`)
};

/**
* | output |
* | --- |
* | "Submitted" |
*
* @param {Submissions_Colsubmitted1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_colsubmitted1 = /** @type {((inputs?: Submissions_Colsubmitted1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Colsubmitted1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_colsubmitted1(inputs)
});
export { submissions_colsubmitted1 as "submissions.colSubmitted" }