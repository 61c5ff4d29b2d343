import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupwindowfull2Inputs */

const en_submissions_pickupwindowfull2 = /** @type {(inputs: Submissions_Pickupwindowfull2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That pickup window has just filled up. Please choose another window or day.`)
};

const fil_submissions_pickupwindowfull2 = /** @type {(inputs: Submissions_Pickupwindowfull2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kapupuno lang ng oras ng pickup na iyan. Pumili ng ibang oras o araw.`)
};

/**
* | output |
* | --- |
* | "That pickup window has just filled up. Please choose another window or day." |
*
* @param {Submissions_Pickupwindowfull2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupwindowfull2 = /** @type {((inputs?: Submissions_Pickupwindowfull2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupwindowfull2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupwindowfull2(inputs)
	return en_submissions_pickupwindowfull2(inputs)
});
export { submissions_pickupwindowfull2 as "submissions.pickupWindowFull" }