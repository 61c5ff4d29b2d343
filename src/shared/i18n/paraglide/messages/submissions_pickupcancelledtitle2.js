import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupcancelledtitle2Inputs */

const en_submissions_pickupcancelledtitle2 = /** @type {(inputs: Submissions_Pickupcancelledtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup cancelled`)
};

/**
* | output |
* | --- |
* | "Pickup cancelled" |
*
* @param {Submissions_Pickupcancelledtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pickupcancelledtitle2 = /** @type {((inputs?: Submissions_Pickupcancelledtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupcancelledtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pickupcancelledtitle2(inputs)
});
export { submissions_pickupcancelledtitle2 as "submissions.pickupCancelledTitle" }