import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Resendmaxedtitle2Inputs */

const en_submissions_resendmaxedtitle2 = /** @type {(inputs: Submissions_Resendmaxedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maximum resends reached`)
};

/**
* | output |
* | --- |
* | "Maximum resends reached" |
*
* @param {Submissions_Resendmaxedtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_resendmaxedtitle2 = /** @type {((inputs?: Submissions_Resendmaxedtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resendmaxedtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_resendmaxedtitle2(inputs)
});
export { submissions_resendmaxedtitle2 as "submissions.resendMaxedTitle" }