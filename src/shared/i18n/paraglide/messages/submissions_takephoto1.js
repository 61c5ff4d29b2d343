import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Takephoto1Inputs */

const en_submissions_takephoto1 = /** @type {(inputs: Submissions_Takephoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take Photo`)
};

/**
* | output |
* | --- |
* | "Take Photo" |
*
* @param {Submissions_Takephoto1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_takephoto1 = /** @type {((inputs?: Submissions_Takephoto1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Takephoto1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_takephoto1(inputs)
});
export { submissions_takephoto1 as "submissions.takePhoto" }