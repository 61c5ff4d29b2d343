import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Managepickup1Inputs */

const en_submissions_managepickup1 = /** @type {(inputs: Submissions_Managepickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage your pickup`)
};

const fil_submissions_managepickup1 = /** @type {(inputs: Submissions_Managepickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-manage ang pickup mo`)
};

/**
* | output |
* | --- |
* | "Manage your pickup" |
*
* @param {Submissions_Managepickup1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_managepickup1 = /** @type {((inputs?: Submissions_Managepickup1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Managepickup1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_managepickup1(inputs)
	return en_submissions_managepickup1(inputs)
});
export { submissions_managepickup1 as "submissions.managePickup" }