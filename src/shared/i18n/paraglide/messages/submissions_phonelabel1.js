import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Phonelabel1Inputs */

const en_submissions_phonelabel1 = /** @type {(inputs: Submissions_Phonelabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

const fil_submissions_phonelabel1 = /** @type {(inputs: Submissions_Phonelabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Submissions_Phonelabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_phonelabel1 = /** @type {((inputs?: Submissions_Phonelabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Phonelabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_phonelabel1(inputs)
	return en_submissions_phonelabel1(inputs)
});
export { submissions_phonelabel1 as "submissions.phoneLabel" }