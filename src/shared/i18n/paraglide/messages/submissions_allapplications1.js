import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Allapplications1Inputs */

const en_submissions_allapplications1 = /** @type {(inputs: Submissions_Allapplications1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Applications`)
};

/**
* | output |
* | --- |
* | "All Applications" |
*
* @param {Submissions_Allapplications1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_allapplications1 = /** @type {((inputs?: Submissions_Allapplications1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Allapplications1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_allapplications1(inputs)
});
export { submissions_allapplications1 as "submissions.allApplications" }