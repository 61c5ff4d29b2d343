import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Resetsent1Inputs */

const en_submissions_resetsent1 = /** @type {(inputs: Submissions_Resetsent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If this address has an account, a link to choose a new password is on its way.`)
};

/**
* | output |
* | --- |
* | "If this address has an account, a link to choose a new password is on its way." |
*
* @param {Submissions_Resetsent1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_resetsent1 = /** @type {((inputs?: Submissions_Resetsent1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resetsent1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_resetsent1(inputs)
});
export { submissions_resetsent1 as "submissions.resetSent" }