import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupwindowlabel2Inputs */

const en_submissions_pickupwindowlabel2 = /** @type {(inputs: Submissions_Pickupwindowlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup window`)
};

/**
* | output |
* | --- |
* | "Pickup window" |
*
* @param {Submissions_Pickupwindowlabel2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pickupwindowlabel2 = /** @type {((inputs?: Submissions_Pickupwindowlabel2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupwindowlabel2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pickupwindowlabel2(inputs)
});
export { submissions_pickupwindowlabel2 as "submissions.pickupWindowLabel" }