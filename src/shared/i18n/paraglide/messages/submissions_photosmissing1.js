import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Photosmissing1Inputs */

const en_submissions_photosmissing1 = /** @type {(inputs: Submissions_Photosmissing1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please add at least one photo of your items`)
};

/**
* | output |
* | --- |
* | "Please add at least one photo of your items" |
*
* @param {Submissions_Photosmissing1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_photosmissing1 = /** @type {((inputs?: Submissions_Photosmissing1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photosmissing1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_photosmissing1(inputs)
});
export { submissions_photosmissing1 as "submissions.photosMissing" }