import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, window: NonNullable<unknown> }} Submissions_Pickupscheduled1Inputs */

const en_submissions_pickupscheduled1 = /** @type {(inputs: Submissions_Pickupscheduled1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, ${i?.window}. A confirmation SMS is on its way to the customer.`)
};

const fil_submissions_pickupscheduled1 = /** @type {(inputs: Submissions_Pickupscheduled1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, ${i?.window}. Papunta na sa customer ang SMS na kumpirmasyon.`)
};

/**
* | output |
* | --- |
* | "{date}, {window}. A confirmation SMS is on its way to the customer." |
*
* @param {Submissions_Pickupscheduled1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupscheduled1 = /** @type {((inputs: Submissions_Pickupscheduled1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupscheduled1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupscheduled1(inputs)
	return en_submissions_pickupscheduled1(inputs)
});
export { submissions_pickupscheduled1 as "submissions.pickupScheduled" }