import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Toomanysignins3Inputs */

const en_submissions_toomanysignins3 = /** @type {(inputs: Submissions_Toomanysignins3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many sign-in attempts. Please wait a few minutes and try again.`)
};

/**
* | output |
* | --- |
* | "Too many sign-in attempts. Please wait a few minutes and try again." |
*
* @param {Submissions_Toomanysignins3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_toomanysignins3 = /** @type {((inputs?: Submissions_Toomanysignins3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Toomanysignins3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_toomanysignins3(inputs)
});
export { submissions_toomanysignins3 as "submissions.tooManySignIns" }