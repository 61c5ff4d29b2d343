import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Takephoto1Inputs */

const en_submissions_takephoto1 = /** @type {(inputs: Submissions_Takephoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take Photo`)
};

const fil_submissions_takephoto1 = /** @type {(inputs: Submissions_Takephoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mag-picture`)
};

/**
* | output |
* | --- |
* | "Take Photo" |
*
* @param {Submissions_Takephoto1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_takephoto1 = /** @type {((inputs?: Submissions_Takephoto1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Takephoto1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_takephoto1(inputs)
	return en_submissions_takephoto1(inputs)
});
export { submissions_takephoto1 as "submissions.takePhoto" }