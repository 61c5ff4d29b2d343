import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Colphoto1Inputs */

const en_submissions_colphoto1 = /** @type {(inputs: Submissions_Colphoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo`)
};

/**
* | output |
* | --- |
* | "Photo" |
*
* @param {Submissions_Colphoto1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_colphoto1 = /** @type {((inputs?: Submissions_Colphoto1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Colphoto1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_colphoto1(inputs)
});
export { submissions_colphoto1 as "submissions.colPhoto" }