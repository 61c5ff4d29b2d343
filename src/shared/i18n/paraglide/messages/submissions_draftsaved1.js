import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Draftsaved1Inputs */

const en_submissions_draftsaved1 = /** @type {(inputs: Submissions_Draftsaved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your review has been saved as a draft`)
};

const fil_submissions_draftsaved1 = /** @type {(inputs: Submissions_Draftsaved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-save bilang draft ang iyong review`)
};

/**
* | output |
* | --- |
* | "Your review has been saved as a draft" |
*
* @param {Submissions_Draftsaved1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_draftsaved1 = /** @type {((inputs?: Submissions_Draftsaved1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Draftsaved1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_draftsaved1(inputs)
	return en_submissions_draftsaved1(inputs)
});
export { submissions_draftsaved1 as "submissions.draftSaved" }