import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Colday1Inputs */

const en_submissions_colday1 = /** @type {(inputs: Submissions_Colday1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day`)
};

/**
* | output |
* | --- |
* | "Day" |
*
* @param {Submissions_Colday1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_colday1 = /** @type {((inputs?: Submissions_Colday1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Colday1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_colday1(inputs)
});
export { submissions_colday1 as "submissions.colDay" }