import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Reasonplaceholder1Inputs */

const en_submissions_reasonplaceholder1 = /** @type {(inputs: Submissions_Reasonplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. We cannot collect mattresses at the moment`)
};

/**
* | output |
* | --- |
* | "e.g. We cannot collect mattresses at the moment" |
*
* @param {Submissions_Reasonplaceholder1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_reasonplaceholder1 = /** @type {((inputs?: Submissions_Reasonplaceholder1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Reasonplaceholder1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_reasonplaceholder1(inputs)
});
export { submissions_reasonplaceholder1 as "submissions.reasonPlaceholder" }