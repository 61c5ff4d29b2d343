import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Missingphone1Inputs */

const en_submissions_missingphone1 = /** @type {(inputs: Submissions_Missingphone1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please update your profile with a valid phone number for SMS notifications.`)
};

/**
* | output |
* | --- |
* | "Please update your profile with a valid phone number for SMS notifications." |
*
* @param {Submissions_Missingphone1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_missingphone1 = /** @type {((inputs?: Submissions_Missingphone1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Missingphone1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_missingphone1(inputs)
});
export { submissions_missingphone1 as "submissions.missingPhone" }