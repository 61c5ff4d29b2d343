import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Streetplaceholder1Inputs */

const en_submissions_streetplaceholder1 = /** @type {(inputs: Submissions_Streetplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House no., street, subdivision or building`)
};

const fil_submissions_streetplaceholder1 = /** @type {(inputs: Submissions_Streetplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House no., kalye, subdivision o building`)
};

/**
* | output |
* | --- |
* | "House no., street, subdivision or building" |
*
* @param {Submissions_Streetplaceholder1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_streetplaceholder1 = /** @type {((inputs?: Submissions_Streetplaceholder1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Streetplaceholder1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_streetplaceholder1(inputs)
	return en_submissions_streetplaceholder1(inputs)
});
export { submissions_streetplaceholder1 as "submissions.streetPlaceholder" }