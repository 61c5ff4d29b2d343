import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Streetrequiredtitle2Inputs */

const en_submissions_streetrequiredtitle2 = /** @type {(inputs: Submissions_Streetrequiredtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Information`)
};

/**
* | output |
* | --- |
* | "Missing Information" |
*
* @param {Submissions_Streetrequiredtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_streetrequiredtitle2 = /** @type {((inputs?: Submissions_Streetrequiredtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Streetrequiredtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_streetrequiredtitle2(inputs)
});
export { submissions_streetrequiredtitle2 as "submissions.streetRequiredTitle" }