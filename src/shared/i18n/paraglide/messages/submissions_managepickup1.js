import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Managepickup1Inputs */

const en_submissions_managepickup1 = /** @type {(inputs: Submissions_Managepickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage your pickup`)
};

/**
* | output |
* | --- |
* | "Manage your pickup" |
*
* @param {Submissions_Managepickup1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_managepickup1 = /** @type {((inputs?: Submissions_Managepickup1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Managepickup1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_managepickup1(inputs)
});
export { submissions_managepickup1 as "submissions.managePickup" }