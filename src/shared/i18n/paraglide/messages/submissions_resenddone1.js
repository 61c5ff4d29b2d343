import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Resenddone1Inputs */

const en_submissions_resenddone1 = /** @type {(inputs: Submissions_Resenddone1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We've resent your tracking information to your email and phone`)
};

/**
* | output |
* | --- |
* | "We've resent your tracking information to your email and phone" |
*
* @param {Submissions_Resenddone1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_resenddone1 = /** @type {((inputs?: Submissions_Resenddone1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resenddone1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_resenddone1(inputs)
});
export { submissions_resenddone1 as "submissions.resendDone" }