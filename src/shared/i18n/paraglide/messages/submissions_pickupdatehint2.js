import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupdatehint2Inputs */

const en_submissions_pickupdatehint2 = /** @type {(inputs: Submissions_Pickupdatehint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least 1 week ahead, within 30 days.`)
};

/**
* | output |
* | --- |
* | "At least 1 week ahead, within 30 days." |
*
* @param {Submissions_Pickupdatehint2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pickupdatehint2 = /** @type {((inputs?: Submissions_Pickupdatehint2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupdatehint2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pickupdatehint2(inputs)
});
export { submissions_pickupdatehint2 as "submissions.pickupDateHint" }