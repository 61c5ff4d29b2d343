import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Logintitle1Inputs */

const en_submissions_logintitle1 = /** @type {(inputs: Submissions_Logintitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Access`)
};

/**
* | output |
* | --- |
* | "Admin Access" |
*
* @param {Submissions_Logintitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_logintitle1 = /** @type {((inputs?: Submissions_Logintitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Logintitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_logintitle1(inputs)
});
export { submissions_logintitle1 as "submissions.loginTitle" }