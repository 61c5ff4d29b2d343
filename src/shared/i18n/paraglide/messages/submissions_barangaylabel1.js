import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Barangaylabel1Inputs */

const en_submissions_barangaylabel1 = /** @type {(inputs: Submissions_Barangaylabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barangay`)
};

/**
* | output |
* | --- |
* | "Barangay" |
*
* @param {Submissions_Barangaylabel1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_barangaylabel1 = /** @type {((inputs?: Submissions_Barangaylabel1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Barangaylabel1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_barangaylabel1(inputs)
});
export { submissions_barangaylabel1 as "submissions.barangayLabel" }