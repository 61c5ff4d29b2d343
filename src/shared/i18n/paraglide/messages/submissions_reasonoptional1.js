import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Reasonoptional1Inputs */

const en_submissions_reasonoptional1 = /** @type {(inputs: Submissions_Reasonoptional1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason (optional)`)
};

/**
* | output |
* | --- |
* | "Reason (optional)" |
*
* @param {Submissions_Reasonoptional1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_reasonoptional1 = /** @type {((inputs?: Submissions_Reasonoptional1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Reasonoptional1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_reasonoptional1(inputs)
});
export { submissions_reasonoptional1 as "submissions.reasonOptional" }