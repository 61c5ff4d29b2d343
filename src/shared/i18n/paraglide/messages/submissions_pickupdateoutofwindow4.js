import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupdateoutofwindow4Inputs */

const en_submissions_pickupdateoutofwindow4 = /** @type {(inputs: Submissions_Pickupdateoutofwindow4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a pickup date at least 1 week in advance and within 30 days`)
};

/**
* | output |
* | --- |
* | "Please choose a pickup date at least 1 week in advance and within 30 days" |
*
* @param {Submissions_Pickupdateoutofwindow4Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pickupdateoutofwindow4 = /** @type {((inputs?: Submissions_Pickupdateoutofwindow4Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupdateoutofwindow4Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pickupdateoutofwindow4(inputs)
});
export { submissions_pickupdateoutofwindow4 as "submissions.pickupDateOutOfWindow" }