import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Savedraft1Inputs */

const en_submissions_savedraft1 = /** @type {(inputs: Submissions_Savedraft1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Draft`)
};

/**
* | output |
* | --- |
* | "Save Draft" |
*
* @param {Submissions_Savedraft1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_savedraft1 = /** @type {((inputs?: Submissions_Savedraft1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Savedraft1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_savedraft1(inputs)
});
export { submissions_savedraft1 as "submissions.saveDraft" }