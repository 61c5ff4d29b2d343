import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Barangayrequiredtitle2Inputs */

const en_submissions_barangayrequiredtitle2 = /** @type {(inputs: Submissions_Barangayrequiredtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Information`)
};

/**
* | output |
* | --- |
* | "Missing Information" |
*
* @param {Submissions_Barangayrequiredtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_barangayrequiredtitle2 = /** @type {((inputs?: Submissions_Barangayrequiredtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Barangayrequiredtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_barangayrequiredtitle2(inputs)
});
export { submissions_barangayrequiredtitle2 as "submissions.barangayRequiredTitle" }