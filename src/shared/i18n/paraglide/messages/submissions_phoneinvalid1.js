import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Phoneinvalid1Inputs */

const en_submissions_phoneinvalid1 = /** @type {(inputs: Submissions_Phoneinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid 10-digit phone number`)
};

const fil_submissions_phoneinvalid1 = /** @type {(inputs: Submissions_Phoneinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maglagay ng valid na 10-digit na phone number`)
};

/**
* | output |
* | --- |
* | "Please enter a valid 10-digit phone number" |
*
* @param {Submissions_Phoneinvalid1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_phoneinvalid1 = /** @type {((inputs?: Submissions_Phoneinvalid1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Phoneinvalid1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_phoneinvalid1(inputs)
	return en_submissions_phoneinvalid1(inputs)
});
export { submissions_phoneinvalid1 as "submissions.phoneInvalid" }