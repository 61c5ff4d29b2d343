import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Barangayplaceholder1Inputs */

const en_submissions_barangayplaceholder1 = /** @type {(inputs: Submissions_Barangayplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barangay San Antonio`)
};

/**
* | output |
* | --- |
* | "Barangay San Antonio" |
*
* @param {Submissions_Barangayplaceholder1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_barangayplaceholder1 = /** @type {((inputs?: Submissions_Barangayplaceholder1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Barangayplaceholder1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_barangayplaceholder1(inputs)
});
export { submissions_barangayplaceholder1 as "submissions.barangayPlaceholder" }