import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Weekdayinvalid1Inputs */

const en_submissions_weekdayinvalid1 = /** @type {(inputs: Submissions_Weekdayinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a day of the week`)
};

/**
* | output |
* | --- |
* | "Choose a day of the week" |
*
* @param {Submissions_Weekdayinvalid1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_weekdayinvalid1 = /** @type {((inputs?: Submissions_Weekdayinvalid1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Weekdayinvalid1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_weekdayinvalid1(inputs)
});
export { submissions_weekdayinvalid1 as "submissions.weekdayInvalid" }