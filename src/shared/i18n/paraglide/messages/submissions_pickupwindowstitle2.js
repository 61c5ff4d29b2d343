import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupwindowstitle2Inputs */

const en_submissions_pickupwindowstitle2 = /** @type {(inputs: Submissions_Pickupwindowstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup windows`)
};

/**
* | output |
* | --- |
* | "Pickup windows" |
*
* @param {Submissions_Pickupwindowstitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pickupwindowstitle2 = /** @type {((inputs?: Submissions_Pickupwindowstitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupwindowstitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pickupwindowstitle2(inputs)
});
export { submissions_pickupwindowstitle2 as "submissions.pickupWindowsTitle" }