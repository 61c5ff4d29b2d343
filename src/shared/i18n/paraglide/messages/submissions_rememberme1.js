import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Rememberme1Inputs */

const en_submissions_rememberme1 = /** @type {(inputs: Submissions_Rememberme1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remember me`)
};

/**
* | output |
* | --- |
* | "Remember me" |
*
* @param {Submissions_Rememberme1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_rememberme1 = /** @type {((inputs?: Submissions_Rememberme1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Rememberme1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_rememberme1(inputs)
});
export { submissions_rememberme1 as "submissions.rememberMe" }