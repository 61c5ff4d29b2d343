import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Cancelpickup1Inputs */

const en_submissions_cancelpickup1 = /** @type {(inputs: Submissions_Cancelpickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel pickup`)
};

/**
* | output |
* | --- |
* | "Cancel pickup" |
*
* @param {Submissions_Cancelpickup1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_cancelpickup1 = /** @type {((inputs?: Submissions_Cancelpickup1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Cancelpickup1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_cancelpickup1(inputs)
});
export { submissions_cancelpickup1 as "submissions.cancelPickup" }