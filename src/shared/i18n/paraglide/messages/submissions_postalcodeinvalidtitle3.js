import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Postalcodeinvalidtitle3Inputs */

const en_submissions_postalcodeinvalidtitle3 = /** @type {(inputs: Submissions_Postalcodeinvalidtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Postal Code`)
};

const fil_submissions_postalcodeinvalidtitle3 = /** @type {(inputs: Submissions_Postalcodeinvalidtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi valid ang postal code`)
};

/**
* | output |
* | --- |
* | "Invalid Postal Code" |
*
* @param {Submissions_Postalcodeinvalidtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_postalcodeinvalidtitle3 = /** @type {((inputs?: Submissions_Postalcodeinvalidtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Postalcodeinvalidtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_postalcodeinvalidtitle3(inputs)
	return en_submissions_postalcodeinvalidtitle3(inputs)
});
export { submissions_postalcodeinvalidtitle3 as "submissions.postalCodeInvalidTitle" }