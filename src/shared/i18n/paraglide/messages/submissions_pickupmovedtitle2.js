import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupmovedtitle2Inputs */

const en_submissions_pickupmovedtitle2 = /** @type {(inputs: Submissions_Pickupmovedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup moved`)
};

/**
* | output |
* | --- |
* | "Pickup moved" |
*
* @param {Submissions_Pickupmovedtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pickupmovedtitle2 = /** @type {((inputs?: Submissions_Pickupmovedtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupmovedtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pickupmovedtitle2(inputs)
});
export { submissions_pickupmovedtitle2 as "submissions.pickupMovedTitle" }