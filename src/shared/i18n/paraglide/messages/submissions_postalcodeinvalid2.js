import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Postalcodeinvalid2Inputs */

const en_submissions_postalcodeinvalid2 = /** @type {(inputs: Submissions_Postalcodeinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a 4-digit postal code, or leave it empty`)
};

const fil_submissions_postalcodeinvalid2 = /** @type {(inputs: Submissions_Postalcodeinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maglagay ng 4-digit na postal code, o iwanang blangko`)
};

/**
* | output |
* | --- |
* | "Please enter a 4-digit postal code, or leave it empty" |
*
* @param {Submissions_Postalcodeinvalid2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_postalcodeinvalid2 = /** @type {((inputs?: Submissions_Postalcodeinvalid2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Postalcodeinvalid2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_postalcodeinvalid2(inputs)
	return en_submissions_postalcodeinvalid2(inputs)
});
export { submissions_postalcodeinvalid2 as "submissions.postalCodeInvalid" }