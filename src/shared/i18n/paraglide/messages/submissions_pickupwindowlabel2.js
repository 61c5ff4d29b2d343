import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupwindowlabel2Inputs */

const en_submissions_pickupwindowlabel2 = /** @type {(inputs: Submissions_Pickupwindowlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup window`)
};

const fil_submissions_pickupwindowlabel2 = /** @type {(inputs: Submissions_Pickupwindowlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oras ng pickup`)
};

/**
* | output |
* | --- |
* | "Pickup window" |
*
* @param {Submissions_Pickupwindowlabel2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupwindowlabel2 = /** @type {((inputs?: Submissions_Pickupwindowlabel2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupwindowlabel2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupwindowlabel2(inputs)
	return en_submissions_pickupwindowlabel2(inputs)
});
export { submissions_pickupwindowlabel2 as "submissions.pickupWindowLabel" }