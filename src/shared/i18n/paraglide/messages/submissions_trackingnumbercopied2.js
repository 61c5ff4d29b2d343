import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Trackingnumbercopied2Inputs */

const en_submissions_trackingnumbercopied2 = /** @type {(inputs: Submissions_Trackingnumbercopied2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number copied`)
};

/**
* | output |
* | --- |
* | "Tracking number copied" |
*
* @param {Submissions_Trackingnumbercopied2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_trackingnumbercopied2 = /** @type {((inputs?: Submissions_Trackingnumbercopied2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Trackingnumbercopied2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_trackingnumbercopied2(inputs)
});
export { submissions_trackingnumbercopied2 as "submissions.trackingNumberCopied" }