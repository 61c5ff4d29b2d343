import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Detailsubmitted1Inputs */

const en_submissions_detailsubmitted1 = /** @type {(inputs: Submissions_Detailsubmitted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitted`)
};

const fil_submissions_detailsubmitted1 = /** @type {(inputs: Submissions_Detailsubmitted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-submit`)
};

/**
* | output |
* | --- |
* | "Submitted" |
*
* @param {Submissions_Detailsubmitted1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_detailsubmitted1 = /** @type {((inputs?: Submissions_Detailsubmitted1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Detailsubmitted1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_detailsubmitted1(inputs)
	return en_submissions_detailsubmitted1(inputs)
});
export { submissions_detailsubmitted1 as "submissions.detailSubmitted" }