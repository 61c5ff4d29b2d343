import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupwindowslink2Inputs */

const en_submissions_pickupwindowslink2 = /** @type {(inputs: Submissions_Pickupwindowslink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup windows`)
};

/**
* | output |
* | --- |
* | "Pickup windows" |
*
* @param {Submissions_Pickupwindowslink2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pickupwindowslink2 = /** @type {((inputs?: Submissions_Pickupwindowslink2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupwindowslink2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pickupwindowslink2(inputs)
});
export { submissions_pickupwindowslink2 as "submissions.pickupWindowsLink" }