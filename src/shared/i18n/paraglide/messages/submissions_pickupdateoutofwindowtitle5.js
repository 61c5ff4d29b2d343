import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupdateoutofwindowtitle5Inputs */

const en_submissions_pickupdateoutofwindowtitle5 = /** @type {(inputs: Submissions_Pickupdateoutofwindowtitle5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Pickup Date`)
};

const fil_submissions_pickupdateoutofwindowtitle5 = /** @type {(inputs: Submissions_Pickupdateoutofwindowtitle5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi valid ang petsa ng pickup`)
};

/**
* | output |
* | --- |
* | "Invalid Pickup Date" |
*
* @param {Submissions_Pickupdateoutofwindowtitle5Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupdateoutofwindowtitle5 = /** @type {((inputs?: Submissions_Pickupdateoutofwindowtitle5Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupdateoutofwindowtitle5Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupdateoutofwindowtitle5(inputs)
	return en_submissions_pickupdateoutofwindowtitle5(inputs)
});
export { submissions_pickupdateoutofwindowtitle5 as "submissions.pickupDateOutOfWindowTitle" }