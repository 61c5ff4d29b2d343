import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_CapacityInputs */

const en_submissions_capacity = /** @type {(inputs: Submissions_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickups per city`)
};

/**
* | output |
* | --- |
* | "Pickups per city" |
*
* @param {Submissions_CapacityInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_capacity = /** @type {((inputs?: Submissions_CapacityInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_CapacityInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_capacity(inputs)
});
export { submissions_capacity as "submissions.capacity" }