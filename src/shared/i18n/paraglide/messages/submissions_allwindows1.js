import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Allwindows1Inputs */

const en_submissions_allwindows1 = /** @type {(inputs: Submissions_Allwindows1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All windows`)
};

/**
* | output |
* | --- |
* | "All windows" |
*
* @param {Submissions_Allwindows1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_allwindows1 = /** @type {((inputs?: Submissions_Allwindows1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Allwindows1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_allwindows1(inputs)
});
export { submissions_allwindows1 as "submissions.allWindows" }