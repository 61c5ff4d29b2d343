import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Checkhighlighted1Inputs */

const en_submissions_checkhighlighted1 = /** @type {(inputs: Submissions_Checkhighlighted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check the highlighted fields.`)
};

const fil_submissions_checkhighlighted1 = /** @type {(inputs: Submissions_Checkhighlighted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakitingnan ang mga naka-highlight na field.`)
};

/**
* | output |
* | --- |
* | "Please check the highlighted fields." |
*
* @param {Submissions_Checkhighlighted1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_checkhighlighted1 = /** @type {((inputs?: Submissions_Checkhighlighted1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Checkhighlighted1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_checkhighlighted1(inputs)
	return en_submissions_checkhighlighted1(inputs)
});
export { submissions_checkhighlighted1 as "submissions.checkHighlighted" }