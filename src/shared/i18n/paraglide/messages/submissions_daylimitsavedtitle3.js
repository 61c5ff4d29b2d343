import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Daylimitsavedtitle3Inputs */

const en_submissions_daylimitsavedtitle3 = /** @type {(inputs: Submissions_Daylimitsavedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day limit saved`)
};

/**
* | output |
* | --- |
* | "Day limit saved" |
*
* @param {Submissions_Daylimitsavedtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_daylimitsavedtitle3 = /** @type {((inputs?: Submissions_Daylimitsavedtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Daylimitsavedtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_daylimitsavedtitle3(inputs)
});
export { submissions_daylimitsavedtitle3 as "submissions.dayLimitSavedTitle" }