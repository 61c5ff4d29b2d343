import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Postalcodeinvalidtitle3Inputs */

const en_submissions_postalcodeinvalidtitle3 = /** @type {(inputs: Submissions_Postalcodeinvalidtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Postal Code`)
};

/**
* | output |
* | --- |
* | "Invalid Postal Code" |
*
* @param {Submissions_Postalcodeinvalidtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_postalcodeinvalidtitle3 = /** @type {((inputs?: Submissions_Postalcodeinvalidtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Postalcodeinvalidtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_postalcodeinvalidtitle3(inputs)
});
export { submissions_postalcodeinvalidtitle3 as "submissions.postalCodeInvalidTitle" }