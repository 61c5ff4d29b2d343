import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ city: NonNullable<unknown>, name: NonNullable<unknown>, phone: NonNullable<unknown> }} Submissions_Pickupfor1Inputs */

const en_submissions_pickupfor1 = /** @type {(inputs: Submissions_Pickupfor1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup for ${i?.name} · ${i?.phone} · ${i?.city}`)
};

/**
* | output |
* | --- |
* | "Pickup for {name} · {phone} · {city}" |
*
* @param {Submissions_Pickupfor1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pickupfor1 = /** @type {((inputs: Submissions_Pickupfor1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupfor1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pickupfor1(inputs)
});
export { submissions_pickupfor1 as "submissions.pickupFor" }