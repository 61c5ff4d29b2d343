import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupwindowstitle2Inputs */

const en_submissions_pickupwindowstitle2 = /** @type {(inputs: Submissions_Pickupwindowstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup windows`)
};

const fil_submissions_pickupwindowstitle2 = /** @type {(inputs: Submissions_Pickupwindowstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga pickup slot`)
};

/**
* | output |
* | --- |
* | "Pickup windows" |
*
* @param {Submissions_Pickupwindowstitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupwindowstitle2 = /** @type {((inputs?: Submissions_Pickupwindowstitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupwindowstitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupwindowstitle2(inputs)
	return en_submissions_pickupwindowstitle2(inputs)
});
export { submissions_pickupwindowstitle2 as "submissions.pickupWindowsTitle" }