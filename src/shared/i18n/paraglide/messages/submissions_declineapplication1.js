import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Declineapplication1Inputs */

const en_submissions_declineapplication1 = /** @type {(inputs: Submissions_Declineapplication1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline Application`)
};

/**
* | output |
* | --- |
* | "Decline Application" |
*
* @param {Submissions_Declineapplication1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_declineapplication1 = /** @type {((inputs?: Submissions_Declineapplication1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Declineapplication1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_declineapplication1(inputs)
});
export { submissions_declineapplication1 as "submissions.declineApplication" }