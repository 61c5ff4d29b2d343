import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Staffloginfailedtitle3Inputs */

const en_submissions_staffloginfailedtitle3 = /** @type {(inputs: Submissions_Staffloginfailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login failed`)
};

/**
* | output |
* | --- |
* | "Login failed" |
*
* @param {Submissions_Staffloginfailedtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_staffloginfailedtitle3 = /** @type {((inputs?: Submissions_Staffloginfailedtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Staffloginfailedtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_staffloginfailedtitle3(inputs)
});
export { submissions_staffloginfailedtitle3 as "submissions.staffLoginFailedTitle" }