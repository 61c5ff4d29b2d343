import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Weeklywindows1Inputs */

const en_submissions_weeklywindows1 = /** @type {(inputs: Submissions_Weeklywindows1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly windows`)
};

/**
* | output |
* | --- |
* | "Weekly windows" |
*
* @param {Submissions_Weeklywindows1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_weeklywindows1 = /** @type {((inputs?: Submissions_Weeklywindows1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Weeklywindows1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_weeklywindows1(inputs)
});
export { submissions_weeklywindows1 as "submissions.weeklyWindows" }