import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Checklaterafter2Inputs */

const en_submissions_checklaterafter2 = /** @type {(inputs: Submissions_Checklaterafter2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`any time.`)
};

/**
* | output |
* | --- |
* | "any time." |
*
* @param {Submissions_Checklaterafter2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_checklaterafter2 = /** @type {((inputs?: Submissions_Checklaterafter2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Checklaterafter2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_checklaterafter2(inputs)
});
export { submissions_checklaterafter2 as "submissions.checkLaterAfter" }