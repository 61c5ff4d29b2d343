import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Draftsavedtitle2Inputs */

const en_submissions_draftsavedtitle2 = /** @type {(inputs: Submissions_Draftsavedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draft saved`)
};

/**
* | output |
* | --- |
* | "Draft saved" |
*
* @param {Submissions_Draftsavedtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_draftsavedtitle2 = /** @type {((inputs?: Submissions_Draftsavedtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Draftsavedtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_draftsavedtitle2(inputs)
});
export { submissions_draftsavedtitle2 as "submissions.draftSavedTitle" }