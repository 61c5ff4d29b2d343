import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Missingaddress1Inputs */

const en_submissions_missingaddress1 = /** @type {(inputs: Submissions_Missingaddress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please update your profile with your city and street address so our crew can find you.`)
};

/**
* | output |
* | --- |
* | "Please update your profile with your city and street address so our crew can find you." |
*
* @param {Submissions_Missingaddress1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_missingaddress1 = /** @type {((inputs?: Submissions_Missingaddress1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Missingaddress1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_missingaddress1(inputs)
});
export { submissions_missingaddress1 as "submissions.missingAddress" }