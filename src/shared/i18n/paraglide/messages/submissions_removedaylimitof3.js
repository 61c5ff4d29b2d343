import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Submissions_Removedaylimitof3Inputs */

const en_submissions_removedaylimitof3 = /** @type {(inputs: Submissions_Removedaylimitof3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove the limit on ${i?.date}`)
};

const fil_submissions_removedaylimitof3 = /** @type {(inputs: Submissions_Removedaylimitof3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tanggalin ang limit sa ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Remove the limit on {date}" |
*
* @param {Submissions_Removedaylimitof3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_removedaylimitof3 = /** @type {((inputs: Submissions_Removedaylimitof3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Removedaylimitof3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_removedaylimitof3(inputs)
	return en_submissions_removedaylimitof3(inputs)
});
export { submissions_removedaylimitof3 as "submissions.removeDayLimitOf" }