import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Weekdayinvalid1Inputs */

const en_submissions_weekdayinvalid1 = /** @type {(inputs: Submissions_Weekdayinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a day of the week`)
};

const fil_submissions_weekdayinvalid1 = /** @type {(inputs: Submissions_Weekdayinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng araw ng linggo`)
};

/**
* | output |
* | --- |
* | "Choose a day of the week" |
*
* @param {Submissions_Weekdayinvalid1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_weekdayinvalid1 = /** @type {((inputs?: Submissions_Weekdayinvalid1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Weekdayinvalid1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_weekdayinvalid1(inputs)
	return en_submissions_weekdayinvalid1(inputs)
});
export { submissions_weekdayinvalid1 as "submissions.weekdayInvalid" }