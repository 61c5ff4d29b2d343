import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupwindowsintro2Inputs */

const en_submissions_pickupwindowsintro2 = /** @type {(inputs: Submissions_Pickupwindowsintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Households book one of these windows, 7 to 30 days ahead. Each window takes so many pickups per city; close a day or lower it below.`)
};

/**
* | output |
* | --- |
* | "Households book one of these windows, 7 to 30 days ahead. Each window takes so many pickups per city; close a day or lower it below." |
*
* @param {Submissions_Pickupwindowsintro2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pickupwindowsintro2 = /** @type {((inputs?: Submissions_Pickupwindowsintro2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupwindowsintro2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pickupwindowsintro2(inputs)
});
export { submissions_pickupwindowsintro2 as "submissions.pickupWindowsIntro" }