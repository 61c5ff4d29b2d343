import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Checkhighlighted1Inputs */

const en_submissions_checkhighlighted1 = /** @type {(inputs: Submissions_Checkhighlighted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check the highlighted fields.`)
};

/**
* | output |
* | --- |
* | "Please check the highlighted fields." |
*
* @param {Submissions_Checkhighlighted1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_checkhighlighted1 = /** @type {((inputs?: Submissions_Checkhighlighted1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Checkhighlighted1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_checkhighlighted1(inputs)
});
export { submissions_checkhighlighted1 as "submissions.checkHighlighted" }