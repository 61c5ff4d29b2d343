import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notoffered1Inputs */

const en_submissions_notoffered1 = /** @type {(inputs: Submissions_Notoffered1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not offered`)
};

/**
* | output |
* | --- |
* | "not offered" |
*
* @param {Submissions_Notoffered1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_notoffered1 = /** @type {((inputs?: Submissions_Notoffered1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notoffered1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_notoffered1(inputs)
});
export { submissions_notoffered1 as "submissions.notOffered" }