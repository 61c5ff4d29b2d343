import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Smshint1Inputs */

const en_submissions_smshint1 = /** @type {(inputs: Submissions_Smshint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required for SMS notifications about your pickup.`)
};

/**
* | output |
* | --- |
* | "Required for SMS notifications about your pickup." |
*
* @param {Submissions_Smshint1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_smshint1 = /** @type {((inputs?: Submissions_Smshint1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Smshint1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_smshint1(inputs)
});
export { submissions_smshint1 as "submissions.smsHint" }