import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Barangayrequiredtitle2Inputs */

const en_submissions_barangayrequiredtitle2 = /** @type {(inputs: Submissions_Barangayrequiredtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Information`)
};

const fil_submissions_barangayrequiredtitle2 = /** @type {(inputs: Submissions_Barangayrequiredtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kulang ang impormasyon`)
};

/**
* | output |
* | --- |
* | "Missing Information" |
*
* @param {Submissions_Barangayrequiredtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_barangayrequiredtitle2 = /** @type {((inputs?: Submissions_Barangayrequiredtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Barangayrequiredtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_barangayrequiredtitle2(inputs)
	return en_submissions_barangayrequiredtitle2(inputs)
});
export { submissions_barangayrequiredtitle2 as "submissions.barangayRequiredTitle" }