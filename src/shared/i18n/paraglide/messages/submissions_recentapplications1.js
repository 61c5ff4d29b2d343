import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Recentapplications1Inputs */

const en_submissions_recentapplications1 = /** @type {(inputs: Submissions_Recentapplications1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent Applications`)
};

/**
* | output |
* | --- |
* | "Recent Applications" |
*
* @param {Submissions_Recentapplications1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_recentapplications1 = /** @type {((inputs?: Submissions_Recentapplications1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Recentapplications1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_recentapplications1(inputs)
});
export { submissions_recentapplications1 as "submissions.recentApplications" }