import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Signedintitle2Inputs */

const en_submissions_signedintitle2 = /** @type {(inputs: Submissions_Signedintitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready to declutter?`)
};

/**
* | output |
* | --- |
* | "Ready to declutter?" |
*
* @param {Submissions_Signedintitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_signedintitle2 = /** @type {((inputs?: Submissions_Signedintitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Signedintitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_signedintitle2(inputs)
});
export { submissions_signedintitle2 as "submissions.signedInTitle" }