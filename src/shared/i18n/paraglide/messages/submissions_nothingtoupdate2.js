import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nothingtoupdate2Inputs */

const en_submissions_nothingtoupdate2 = /** @type {(inputs: Submissions_Nothingtoupdate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to update`)
};

/**
* | output |
* | --- |
* | "Nothing to update" |
*
* @param {Submissions_Nothingtoupdate2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_nothingtoupdate2 = /** @type {((inputs?: Submissions_Nothingtoupdate2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nothingtoupdate2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_nothingtoupdate2(inputs)
});
export { submissions_nothingtoupdate2 as "submissions.nothingToUpdate" }