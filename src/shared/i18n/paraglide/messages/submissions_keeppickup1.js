import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Keeppickup1Inputs */

const en_submissions_keeppickup1 = /** @type {(inputs: Submissions_Keeppickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Submissions_Keeppickup1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_keeppickup1 = /** @type {((inputs?: Submissions_Keeppickup1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Keeppickup1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_keeppickup1(inputs)
});
export { submissions_keeppickup1 as "submissions.keepPickup" }