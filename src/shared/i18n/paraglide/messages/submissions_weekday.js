import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_WeekdayInputs */

const en_submissions_weekday = /** @type {(inputs: Submissions_WeekdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day of the week`)
};

/**
* | output |
* | --- |
* | "Day of the week" |
*
* @param {Submissions_WeekdayInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_weekday = /** @type {((inputs?: Submissions_WeekdayInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_WeekdayInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_weekday(inputs)
});
export { submissions_weekday as "submissions.weekday" }