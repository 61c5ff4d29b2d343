import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Dateformat1Inputs */

const en_submissions_dateformat1 = /** @type {(inputs: Submissions_Dateformat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a date as YYYY-MM-DD`)
};

const fil_submissions_dateformat1 = /** @type {(inputs: Submissions_Dateformat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilagay ang petsa bilang YYYY-MM-DD`)
};

/**
* | output |
* | --- |
* | "Please enter a date as YYYY-MM-DD" |
*
* @param {Submissions_Dateformat1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_dateformat1 = /** @type {((inputs?: Submissions_Dateformat1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Dateformat1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_dateformat1(inputs)
	return en_submissions_dateformat1(inputs)
});
export { submissions_dateformat1 as "submissions.dateFormat" }