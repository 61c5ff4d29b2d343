import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, window: NonNullable<unknown> }} Submissions_Capacityof1Inputs */

const en_submissions_capacityof1 = /** @type {(inputs: Submissions_Capacityof1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickups per city, ${i?.day} ${i?.window}`)
};

const fil_submissions_capacityof1 = /** @type {(inputs: Submissions_Capacityof1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup kada lungsod, ${i?.day} ${i?.window}`)
};

/**
* | output |
* | --- |
* | "Pickups per city, {day} {window}" |
*
* @param {Submissions_Capacityof1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_capacityof1 = /** @type {((inputs: Submissions_Capacityof1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Capacityof1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_capacityof1(inputs)
	return en_submissions_capacityof1(inputs)
});
export { submissions_capacityof1 as "submissions.capacityOf" }