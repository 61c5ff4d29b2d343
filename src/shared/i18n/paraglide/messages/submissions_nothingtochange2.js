import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nothingtochange2Inputs */

const en_submissions_nothingtochange2 = /** @type {(inputs: Submissions_Nothingtochange2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to change`)
};

/**
* | output |
* | --- |
* | "Nothing to change" |
*
* @param {Submissions_Nothingtochange2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_nothingtochange2 = /** @type {((inputs?: Submissions_Nothingtochange2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nothingtochange2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_nothingtochange2(inputs)
});
export { submissions_nothingtochange2 as "submissions.nothingToChange" }