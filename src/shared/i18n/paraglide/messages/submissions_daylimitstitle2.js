import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Daylimitstitle2Inputs */

const en_submissions_daylimitstitle2 = /** @type {(inputs: Submissions_Daylimitstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed and limited days`)
};

/**
* | output |
* | --- |
* | "Closed and limited days" |
*
* @param {Submissions_Daylimitstitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_daylimitstitle2 = /** @type {((inputs?: Submissions_Daylimitstitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Daylimitstitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_daylimitstitle2(inputs)
});
export { submissions_daylimitstitle2 as "submissions.dayLimitsTitle" }