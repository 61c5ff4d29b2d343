import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Resetsenttitle2Inputs */

const en_submissions_resetsenttitle2 = /** @type {(inputs: Submissions_Resetsenttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your e-mail`)
};

/**
* | output |
* | --- |
* | "Check your e-mail" |
*
* @param {Submissions_Resetsenttitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_resetsenttitle2 = /** @type {((inputs?: Submissions_Resetsenttitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resetsenttitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_resetsenttitle2(inputs)
});
export { submissions_resetsenttitle2 as "submissions.resetSentTitle" }