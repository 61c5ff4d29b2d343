import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupdateoutofwindowtitle5Inputs */

const en_submissions_pickupdateoutofwindowtitle5 = /** @type {(inputs: Submissions_Pickupdateoutofwindowtitle5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Pickup Date`)
};

/**
* | output |
* | --- |
* | "Invalid Pickup Date" |
*
* @param {Submissions_Pickupdateoutofwindowtitle5Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pickupdateoutofwindowtitle5 = /** @type {((inputs?: Submissions_Pickupdateoutofwindowtitle5Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupdateoutofwindowtitle5Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pickupdateoutofwindowtitle5(inputs)
});
export { submissions_pickupdateoutofwindowtitle5 as "submissions.pickupDateOutOfWindowTitle" }