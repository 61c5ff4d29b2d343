import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Streetrequired1Inputs */

const en_submissions_streetrequired1 = /** @type {(inputs: Submissions_Streetrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your street address with house number`)
};

/**
* | output |
* | --- |
* | "Please enter your street address with house number" |
*
* @param {Submissions_Streetrequired1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_streetrequired1 = /** @type {((inputs?: Submissions_Streetrequired1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Streetrequired1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_streetrequired1(inputs)
});
export { submissions_streetrequired1 as "submissions.streetRequired" }