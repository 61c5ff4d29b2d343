import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, window: NonNullable<unknown> }} Submissions_Capacityof1Inputs */

const en_submissions_capacityof1 = /** @type {(inputs: Submissions_Capacityof1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickups per city, ${i?.day} ${i?.window}`)
};

/**
* | output |
* | --- |
* | "Pickups per city, {day} {window}" |
*
* @param {Submissions_Capacityof1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_capacityof1 = /** @type {((inputs: Submissions_Capacityof1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Capacityof1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_capacityof1(inputs)
});
export { submissions_capacityof1 as "submissions.capacityOf" }