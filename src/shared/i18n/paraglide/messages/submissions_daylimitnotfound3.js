import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Daylimitnotfound3Inputs */

const en_submissions_daylimitnotfound3 = /** @type {(inputs: Submissions_Daylimitnotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This day limit no longer exists`)
};

/**
* | output |
* | --- |
* | "This day limit no longer exists" |
*
* @param {Submissions_Daylimitnotfound3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_daylimitnotfound3 = /** @type {((inputs?: Submissions_Daylimitnotfound3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Daylimitnotfound3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_daylimitnotfound3(inputs)
});
export { submissions_daylimitnotfound3 as "submissions.dayLimitNotFound" }