import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Daylimitremovedtitle3Inputs */

const en_submissions_daylimitremovedtitle3 = /** @type {(inputs: Submissions_Daylimitremovedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day limit removed`)
};

/**
* | output |
* | --- |
* | "Day limit removed" |
*
* @param {Submissions_Daylimitremovedtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_daylimitremovedtitle3 = /** @type {((inputs?: Submissions_Daylimitremovedtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Daylimitremovedtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_daylimitremovedtitle3(inputs)
});
export { submissions_daylimitremovedtitle3 as "submissions.dayLimitRemovedTitle" }