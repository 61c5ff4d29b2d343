import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupdaterequiredtitle3Inputs */

const en_submissions_pickupdaterequiredtitle3 = /** @type {(inputs: Submissions_Pickupdaterequiredtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Information`)
};

/**
* | output |
* | --- |
* | "Missing Information" |
*
* @param {Submissions_Pickupdaterequiredtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pickupdaterequiredtitle3 = /** @type {((inputs?: Submissions_Pickupdaterequiredtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupdaterequiredtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pickupdaterequiredtitle3(inputs)
});
export { submissions_pickupdaterequiredtitle3 as "submissions.pickupDateRequiredTitle" }