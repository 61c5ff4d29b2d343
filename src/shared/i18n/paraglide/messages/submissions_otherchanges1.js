import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Otherchanges1Inputs */

const en_submissions_otherchanges1 = /** @type {(inputs: Submissions_Otherchanges1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other changes:`)
};

/**
* | output |
* | --- |
* | "Other changes:" |
*
* @param {Submissions_Otherchanges1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_otherchanges1 = /** @type {((inputs?: Submissions_Otherchanges1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Otherchanges1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_otherchanges1(inputs)
});
export { submissions_otherchanges1 as "submissions.otherChanges" }