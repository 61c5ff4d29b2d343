import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupaddress1Inputs */

const en_submissions_pickupaddress1 = /** @type {(inputs: Submissions_Pickupaddress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup address`)
};

/**
* | output |
* | --- |
* | "Pickup address" |
*
* @param {Submissions_Pickupaddress1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pickupaddress1 = /** @type {((inputs?: Submissions_Pickupaddress1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupaddress1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pickupaddress1(inputs)
});
export { submissions_pickupaddress1 as "submissions.pickupAddress" }