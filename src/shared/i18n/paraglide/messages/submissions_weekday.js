import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_WeekdayInputs */

const en_submissions_weekday = /** @type {(inputs: Submissions_WeekdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day of the week`)
};

const fil_submissions_weekday = /** @type {(inputs: Submissions_WeekdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Araw ng linggo`)
};

/**
* | output |
* | --- |
* | "Day of the week" |
*
* @param {Submissions_WeekdayInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_weekday = /** @type {((inputs?: Submissions_WeekdayInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_WeekdayInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_weekday(inputs)
	return en_submissions_weekday(inputs)
});
export { submissions_weekday as "submissions.weekday" }