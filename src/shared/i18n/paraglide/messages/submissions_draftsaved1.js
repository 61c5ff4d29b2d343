import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Draftsaved1Inputs */

const en_submissions_draftsaved1 = /** @type {(inputs: Submissions_Draftsaved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your review has been saved as a draft`)
};

/**
* | output |
* | --- |
* | "Your review has been saved as a draft" |
*
* @param {Submissions_Draftsaved1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_draftsaved1 = /** @type {((inputs?: Submissions_Draftsaved1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Draftsaved1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_draftsaved1(inputs)
});
export { submissions_draftsaved1 as "submissions.draftSaved" }