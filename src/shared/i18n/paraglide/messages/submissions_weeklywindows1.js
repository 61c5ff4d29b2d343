import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Weeklywindows1Inputs */

const en_submissions_weeklywindows1 = /** @type {(inputs: Submissions_Weeklywindows1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly windows`)
};

const fil_submissions_weeklywindows1 = /** @type {(inputs: Submissions_Weeklywindows1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga lingguhang slot`)
};

/**
* | output |
* | --- |
* | "Weekly windows" |
*
* @param {Submissions_Weeklywindows1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_weeklywindows1 = /** @type {((inputs?: Submissions_Weeklywindows1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Weeklywindows1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_weeklywindows1(inputs)
	return en_submissions_weeklywindows1(inputs)
});
export { submissions_weeklywindows1 as "submissions.weeklyWindows" }