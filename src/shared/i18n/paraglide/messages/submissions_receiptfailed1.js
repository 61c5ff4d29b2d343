import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Receiptfailed1Inputs */

const en_submissions_receiptfailed1 = /** @type {(inputs: Submissions_Receiptfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not find your submission data.`)
};

/**
* | output |
* | --- |
* | "Could not find your submission data." |
*
* @param {Submissions_Receiptfailed1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_receiptfailed1 = /** @type {((inputs?: Submissions_Receiptfailed1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Receiptfailed1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_receiptfailed1(inputs)
});
export { submissions_receiptfailed1 as "submissions.receiptFailed" }