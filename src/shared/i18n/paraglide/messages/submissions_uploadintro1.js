import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Uploadintro1Inputs */

const en_submissions_uploadintro1 = /** @type {(inputs: Submissions_Uploadintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a photo of each item you'd like us to pick up, then tell us who you are and when to come.`)
};

/**
* | output |
* | --- |
* | "Add a photo of each item you'd like us to pick up, then tell us who you are and when to come." |
*
* @param {Submissions_Uploadintro1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_uploadintro1 = /** @type {((inputs?: Submissions_Uploadintro1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Uploadintro1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_uploadintro1(inputs)
});
export { submissions_uploadintro1 as "submissions.uploadIntro" }