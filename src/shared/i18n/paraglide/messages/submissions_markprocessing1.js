import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Markprocessing1Inputs */

const en_submissions_markprocessing1 = /** @type {(inputs: Submissions_Markprocessing1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark as Processing`)
};

const fil_submissions_markprocessing1 = /** @type {(inputs: Submissions_Markprocessing1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markahang Pinoproseso`)
};

/**
* | output |
* | --- |
* | "Mark as Processing" |
*
* @param {Submissions_Markprocessing1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_markprocessing1 = /** @type {((inputs?: Submissions_Markprocessing1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Markprocessing1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_markprocessing1(inputs)
	return en_submissions_markprocessing1(inputs)
});
export { submissions_markprocessing1 as "submissions.markProcessing" }