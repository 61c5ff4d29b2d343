import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Daylimitsavedtitle3Inputs */

const en_submissions_daylimitsavedtitle3 = /** @type {(inputs: Submissions_Daylimitsavedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day limit saved`)
};

const fil_submissions_daylimitsavedtitle3 = /** @type {(inputs: Submissions_Daylimitsavedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-save ang limit ng araw`)
};

/**
* | output |
* | --- |
* | "Day limit saved" |
*
* @param {Submissions_Daylimitsavedtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_daylimitsavedtitle3 = /** @type {((inputs?: Submissions_Daylimitsavedtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Daylimitsavedtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_daylimitsavedtitle3(inputs)
	return en_submissions_daylimitsavedtitle3(inputs)
});
export { submissions_daylimitsavedtitle3 as "submissions.dayLimitSavedTitle" }