import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupaddress1Inputs */

const en_submissions_pickupaddress1 = /** @type {(inputs: Submissions_Pickupaddress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup address`)
};

const fil_submissions_pickupaddress1 = /** @type {(inputs: Submissions_Pickupaddress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address ng pickup`)
};

/**
* | output |
* | --- |
* | "Pickup address" |
*
* @param {Submissions_Pickupaddress1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupaddress1 = /** @type {((inputs?: Submissions_Pickupaddress1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupaddress1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupaddress1(inputs)
	return en_submissions_pickupaddress1(inputs)
});
export { submissions_pickupaddress1 as "submissions.pickupAddress" }