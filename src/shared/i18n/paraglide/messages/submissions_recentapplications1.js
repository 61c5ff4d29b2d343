import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Recentapplications1Inputs */

const en_submissions_recentapplications1 = /** @type {(inputs: Submissions_Recentapplications1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent Applications`)
};

const fil_submissions_recentapplications1 = /** @type {(inputs: Submissions_Recentapplications1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga Bagong Application`)
};

/**
* | output |
* | --- |
* | "Recent Applications" |
*
* @param {Submissions_Recentapplications1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_recentapplications1 = /** @type {((inputs?: Submissions_Recentapplications1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Recentapplications1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_recentapplications1(inputs)
	return en_submissions_recentapplications1(inputs)
});
export { submissions_recentapplications1 as "submissions.recentApplications" }