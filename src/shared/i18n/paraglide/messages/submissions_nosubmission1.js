import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nosubmission1Inputs */

const en_submissions_nosubmission1 = /** @type {(inputs: Submissions_Nosubmission1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We couldn't find your submission data`)
};

const fil_submissions_nosubmission1 = /** @type {(inputs: Submissions_Nosubmission1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi namin mahanap ang data ng submission mo`)
};

/**
* | output |
* | --- |
* | "We couldn't find your submission data" |
*
* @param {Submissions_Nosubmission1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_nosubmission1 = /** @type {((inputs?: Submissions_Nosubmission1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nosubmission1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_nosubmission1(inputs)
	return en_submissions_nosubmission1(inputs)
});
export { submissions_nosubmission1 as "submissions.noSubmission" }