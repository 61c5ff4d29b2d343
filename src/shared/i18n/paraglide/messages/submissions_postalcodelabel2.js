import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Postalcodelabel2Inputs */

const en_submissions_postalcodelabel2 = /** @type {(inputs: Submissions_Postalcodelabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code (optional)`)
};

const fil_submissions_postalcodelabel2 = /** @type {(inputs: Submissions_Postalcodelabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code (optional)`)
};

/**
* | output |
* | --- |
* | "Postal code (optional)" |
*
* @param {Submissions_Postalcodelabel2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_postalcodelabel2 = /** @type {((inputs?: Submissions_Postalcodelabel2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Postalcodelabel2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_postalcodelabel2(inputs)
	return en_submissions_postalcodelabel2(inputs)
});
export { submissions_postalcodelabel2 as "submissions.postalCodeLabel" }