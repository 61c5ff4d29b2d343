import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ city: NonNullable<unknown>, name: NonNullable<unknown>, phone: NonNullable<unknown> }} Submissions_Pickupfor1Inputs */

const en_submissions_pickupfor1 = /** @type {(inputs: Submissions_Pickupfor1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup for ${i?.name} · ${i?.phone} · ${i?.city}`)
};

const fil_submissions_pickupfor1 = /** @type {(inputs: Submissions_Pickupfor1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup para kay ${i?.name} · ${i?.phone} · ${i?.city}`)
};

/**
* | output |
* | --- |
* | "Pickup for {name} · {phone} · {city}" |
*
* @param {Submissions_Pickupfor1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupfor1 = /** @type {((inputs: Submissions_Pickupfor1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupfor1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupfor1(inputs)
	return en_submissions_pickupfor1(inputs)
});
export { submissions_pickupfor1 as "submissions.pickupFor" }