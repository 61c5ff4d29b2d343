import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Streetlabel1Inputs */

const en_submissions_streetlabel1 = /** @type {(inputs: Submissions_Streetlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Street address`)
};

const fil_submissions_streetlabel1 = /** @type {(inputs: Submissions_Streetlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Street address`)
};

/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Submissions_Streetlabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_streetlabel1 = /** @type {((inputs?: Submissions_Streetlabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Streetlabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_streetlabel1(inputs)
	return en_submissions_streetlabel1(inputs)
});
export { submissions_streetlabel1 as "submissions.streetLabel" }