import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupwindowsintro2Inputs */

const en_submissions_pickupwindowsintro2 = /** @type {(inputs: Submissions_Pickupwindowsintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Households book one of these windows, 7 to 30 days ahead. Each window takes so many pickups per city; close a day or lower it below.`)
};

const fil_submissions_pickupwindowsintro2 = /** @type {(inputs: Submissions_Pickupwindowsintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isa sa mga slot na ito ang bino-book ng mga household, 7 hanggang 30 araw bago. Bawat slot ay may takdang bilang ng pickup kada lungsod; sa ibaba, puwedeng isara ang isang araw o babaan ang bilang.`)
};

/**
* | output |
* | --- |
* | "Households book one of these windows, 7 to 30 days ahead. Each window takes so many pickups per city; close a day or lower it below." |
*
* @param {Submissions_Pickupwindowsintro2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupwindowsintro2 = /** @type {((inputs?: Submissions_Pickupwindowsintro2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupwindowsintro2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupwindowsintro2(inputs)
	return en_submissions_pickupwindowsintro2(inputs)
});
export { submissions_pickupwindowsintro2 as "submissions.pickupWindowsIntro" }