import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Resendfailed1Inputs */

const en_submissions_resendfailed1 = /** @type {(inputs: Submissions_Resendfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was a problem resending your tracking information. Please try again.`)
};

/**
* | output |
* | --- |
* | "There was a problem resending your tracking information. Please try again." |
*
* @param {Submissions_Resendfailed1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_resendfailed1 = /** @type {((inputs?: Submissions_Resendfailed1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resendfailed1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_resendfailed1(inputs)
});
export { submissions_resendfailed1 as "submissions.resendFailed" }