import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Showpassword1Inputs */

const en_submissions_showpassword1 = /** @type {(inputs: Submissions_Showpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show password`)
};

/**
* | output |
* | --- |
* | "Show password" |
*
* @param {Submissions_Showpassword1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_showpassword1 = /** @type {((inputs?: Submissions_Showpassword1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Showpassword1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_showpassword1(inputs)
});
export { submissions_showpassword1 as "submissions.showPassword" }