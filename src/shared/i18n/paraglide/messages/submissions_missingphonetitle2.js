import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Missingphonetitle2Inputs */

const en_submissions_missingphonetitle2 = /** @type {(inputs: Submissions_Missingphonetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Phone Number`)
};

const fil_submissions_missingphonetitle2 = /** @type {(inputs: Submissions_Missingphonetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang phone number`)
};

/**
* | output |
* | --- |
* | "Missing Phone Number" |
*
* @param {Submissions_Missingphonetitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_missingphonetitle2 = /** @type {((inputs?: Submissions_Missingphonetitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Missingphonetitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_missingphonetitle2(inputs)
	return en_submissions_missingphonetitle2(inputs)
});
export { submissions_missingphonetitle2 as "submissions.missingPhoneTitle" }