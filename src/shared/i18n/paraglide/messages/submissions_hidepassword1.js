import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Hidepassword1Inputs */

const en_submissions_hidepassword1 = /** @type {(inputs: Submissions_Hidepassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide password`)
};

/**
* | output |
* | --- |
* | "Hide password" |
*
* @param {Submissions_Hidepassword1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_hidepassword1 = /** @type {((inputs?: Submissions_Hidepassword1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Hidepassword1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_hidepassword1(inputs)
});
export { submissions_hidepassword1 as "submissions.hidePassword" }