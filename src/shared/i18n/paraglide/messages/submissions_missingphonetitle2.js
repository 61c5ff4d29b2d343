import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Missingphonetitle2Inputs */

const en_submissions_missingphonetitle2 = /** @type {(inputs: Submissions_Missingphonetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Phone Number`)
};

/**
* | output |
* | --- |
* | "Missing Phone Number" |
*
* @param {Submissions_Missingphonetitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_missingphonetitle2 = /** @type {((inputs?: Submissions_Missingphonetitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Missingphonetitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_missingphonetitle2(inputs)
});
export { submissions_missingphonetitle2 as "submissions.missingPhoneTitle" }