import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Draftsavedtitle2Inputs */

const en_submissions_draftsavedtitle2 = /** @type {(inputs: Submissions_Draftsavedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draft saved`)
};

const fil_submissions_draftsavedtitle2 = /** @type {(inputs: Submissions_Draftsavedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-save ang draft`)
};

/**
* | output |
* | --- |
* | "Draft saved" |
*
* @param {Submissions_Draftsavedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_draftsavedtitle2 = /** @type {((inputs?: Submissions_Draftsavedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Draftsavedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_draftsavedtitle2(inputs)
	return en_submissions_draftsavedtitle2(inputs)
});
export { submissions_draftsavedtitle2 as "submissions.draftSavedTitle" }