import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Barangayplaceholder1Inputs */

const en_submissions_barangayplaceholder1 = /** @type {(inputs: Submissions_Barangayplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barangay San Antonio`)
};

const fil_submissions_barangayplaceholder1 = /** @type {(inputs: Submissions_Barangayplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barangay San Antonio`)
};

/**
* | output |
* | --- |
* | "Barangay San Antonio" |
*
* @param {Submissions_Barangayplaceholder1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_barangayplaceholder1 = /** @type {((inputs?: Submissions_Barangayplaceholder1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Barangayplaceholder1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_barangayplaceholder1(inputs)
	return en_submissions_barangayplaceholder1(inputs)
});
export { submissions_barangayplaceholder1 as "submissions.barangayPlaceholder" }