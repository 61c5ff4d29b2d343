import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Trackingnumberinvalid2Inputs */

const en_submissions_trackingnumberinvalid2 = /** @type {(inputs: Submissions_Trackingnumberinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid tracking number (8 alphanumeric characters)`)
};

/**
* | output |
* | --- |
* | "Please enter a valid tracking number (8 alphanumeric characters)" |
*
* @param {Submissions_Trackingnumberinvalid2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_trackingnumberinvalid2 = /** @type {((inputs?: Submissions_Trackingnumberinvalid2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Trackingnumberinvalid2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_trackingnumberinvalid2(inputs)
});
export { submissions_trackingnumberinvalid2 as "submissions.trackingNumberInvalid" }