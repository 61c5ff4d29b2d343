import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Resendsused1Inputs */

const en_submissions_resendsused1 = /** @type {(inputs: Submissions_Resendsused1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You've used all resends for this request.`)
};

/**
* | output |
* | --- |
* | "You've used all resends for this request." |
*
* @param {Submissions_Resendsused1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_resendsused1 = /** @type {((inputs?: Submissions_Resendsused1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resendsused1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_resendsused1(inputs)
});
export { submissions_resendsused1 as "submissions.resendsUsed" }