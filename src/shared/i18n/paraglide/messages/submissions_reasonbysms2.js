import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Reasonbysms2Inputs */

const en_submissions_reasonbysms2 = /** @type {(inputs: Submissions_Reasonbysms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer receives this reason by SMS.`)
};

/**
* | output |
* | --- |
* | "The customer receives this reason by SMS." |
*
* @param {Submissions_Reasonbysms2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_reasonbysms2 = /** @type {((inputs?: Submissions_Reasonbysms2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Reasonbysms2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_reasonbysms2(inputs)
});
export { submissions_reasonbysms2 as "submissions.reasonBySms" }