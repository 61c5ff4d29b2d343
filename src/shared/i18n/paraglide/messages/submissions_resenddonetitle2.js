import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Resenddonetitle2Inputs */

const en_submissions_resenddonetitle2 = /** @type {(inputs: Submissions_Resenddonetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number resent`)
};

/**
* | output |
* | --- |
* | "Tracking number resent" |
*
* @param {Submissions_Resenddonetitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_resenddonetitle2 = /** @type {((inputs?: Submissions_Resenddonetitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resenddonetitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_resenddonetitle2(inputs)
});
export { submissions_resenddonetitle2 as "submissions.resendDoneTitle" }