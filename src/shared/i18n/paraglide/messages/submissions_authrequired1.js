import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Authrequired1Inputs */

const en_submissions_authrequired1 = /** @type {(inputs: Submissions_Authrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication required`)
};

/**
* | output |
* | --- |
* | "Authentication required" |
*
* @param {Submissions_Authrequired1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_authrequired1 = /** @type {((inputs?: Submissions_Authrequired1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Authrequired1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_authrequired1(inputs)
});
export { submissions_authrequired1 as "submissions.authRequired" }