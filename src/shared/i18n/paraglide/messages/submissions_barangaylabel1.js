import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Barangaylabel1Inputs */

const en_submissions_barangaylabel1 = /** @type {(inputs: Submissions_Barangaylabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barangay`)
};

const fil_submissions_barangaylabel1 = /** @type {(inputs: Submissions_Barangaylabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barangay`)
};

/**
* | output |
* | --- |
* | "Barangay" |
*
* @param {Submissions_Barangaylabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_barangaylabel1 = /** @type {((inputs?: Submissions_Barangaylabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Barangaylabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_barangaylabel1(inputs)
	return en_submissions_barangaylabel1(inputs)
});
export { submissions_barangaylabel1 as "submissions.barangayLabel" }