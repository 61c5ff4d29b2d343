import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Postalcodelabel2Inputs */

const en_submissions_postalcodelabel2 = /** @type {(inputs: Submissions_Postalcodelabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code (optional)`)
};

/**
* | output |
* | --- |
* | "Postal code (optional)" |
*
* @param {Submissions_Postalcodelabel2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_postalcodelabel2 = /** @type {((inputs?: Submissions_Postalcodelabel2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Postalcodelabel2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_postalcodelabel2(inputs)
});
export { submissions_postalcodelabel2 as "submissions.postalCodeLabel" }