import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Declinereasonrequired2Inputs */

const en_submissions_declinereasonrequired2 = /** @type {(inputs: Submissions_Declinereasonrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please give a reason for declining`)
};

/**
* | output |
* | --- |
* | "Please give a reason for declining" |
*
* @param {Submissions_Declinereasonrequired2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_declinereasonrequired2 = /** @type {((inputs?: Submissions_Declinereasonrequired2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Declinereasonrequired2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_declinereasonrequired2(inputs)
});
export { submissions_declinereasonrequired2 as "submissions.declineReasonRequired" }