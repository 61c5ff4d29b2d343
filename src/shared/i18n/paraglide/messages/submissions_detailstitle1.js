import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Detailstitle1Inputs */

const en_submissions_detailstitle1 = /** @type {(inputs: Submissions_Detailstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submission details`)
};

const fil_submissions_detailstitle1 = /** @type {(inputs: Submissions_Detailstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalye ng submission`)
};

/**
* | output |
* | --- |
* | "Submission details" |
*
* @param {Submissions_Detailstitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_detailstitle1 = /** @type {((inputs?: Submissions_Detailstitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Detailstitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_detailstitle1(inputs)
	return en_submissions_detailstitle1(inputs)
});
export { submissions_detailstitle1 as "submissions.detailsTitle" }