import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_CapacityInputs */

const en_submissions_capacity = /** @type {(inputs: Submissions_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickups per city`)
};

const fil_submissions_capacity = /** @type {(inputs: Submissions_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup kada lungsod`)
};

/**
* | output |
* | --- |
* | "Pickups per city" |
*
* @param {Submissions_CapacityInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_capacity = /** @type {((inputs?: Submissions_CapacityInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_CapacityInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_capacity(inputs)
	return en_submissions_capacity(inputs)
});
export { submissions_capacity as "submissions.capacity" }