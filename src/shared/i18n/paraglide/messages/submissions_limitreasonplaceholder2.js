import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Limitreasonplaceholder2Inputs */

const en_submissions_limitreasonplaceholder2 = /** @type {(inputs: Submissions_Limitreasonplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Holiday`)
};

/**
* | output |
* | --- |
* | "e.g. Holiday" |
*
* @param {Submissions_Limitreasonplaceholder2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_limitreasonplaceholder2 = /** @type {((inputs?: Submissions_Limitreasonplaceholder2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Limitreasonplaceholder2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_limitreasonplaceholder2(inputs)
});
export { submissions_limitreasonplaceholder2 as "submissions.limitReasonPlaceholder" }