import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Streetlabel1Inputs */

const en_submissions_streetlabel1 = /** @type {(inputs: Submissions_Streetlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Street address`)
};

/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Submissions_Streetlabel1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_streetlabel1 = /** @type {((inputs?: Submissions_Streetlabel1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Streetlabel1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_streetlabel1(inputs)
});
export { submissions_streetlabel1 as "submissions.streetLabel" }