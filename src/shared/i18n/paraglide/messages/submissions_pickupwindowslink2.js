import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupwindowslink2Inputs */

const en_submissions_pickupwindowslink2 = /** @type {(inputs: Submissions_Pickupwindowslink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup windows`)
};

const fil_submissions_pickupwindowslink2 = /** @type {(inputs: Submissions_Pickupwindowslink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga pickup slot`)
};

/**
* | output |
* | --- |
* | "Pickup windows" |
*
* @param {Submissions_Pickupwindowslink2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupwindowslink2 = /** @type {((inputs?: Submissions_Pickupwindowslink2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupwindowslink2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupwindowslink2(inputs)
	return en_submissions_pickupwindowslink2(inputs)
});
export { submissions_pickupwindowslink2 as "submissions.pickupWindowsLink" }