import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Phoneinvalidtitle2Inputs */

const en_submissions_phoneinvalidtitle2 = /** @type {(inputs: Submissions_Phoneinvalidtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Phone Number`)
};

const fil_submissions_phoneinvalidtitle2 = /** @type {(inputs: Submissions_Phoneinvalidtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi valid ang phone number`)
};

/**
* | output |
* | --- |
* | "Invalid Phone Number" |
*
* @param {Submissions_Phoneinvalidtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_phoneinvalidtitle2 = /** @type {((inputs?: Submissions_Phoneinvalidtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Phoneinvalidtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_phoneinvalidtitle2(inputs)
	return en_submissions_phoneinvalidtitle2(inputs)
});
export { submissions_phoneinvalidtitle2 as "submissions.phoneInvalidTitle" }