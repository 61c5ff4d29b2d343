import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, window: NonNullable<unknown> }} Submissions_Pickupscheduled1Inputs */

const en_submissions_pickupscheduled1 = /** @type {(inputs: Submissions_Pickupscheduled1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, ${i?.window}. A confirmation SMS is on its way to the customer.`)
};

/**
* | output |
* | --- |
* | "{date}, {window}. A confirmation SMS is on its way to the customer." |
*
* @param {Submissions_Pickupscheduled1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pickupscheduled1 = /** @type {((inputs: Submissions_Pickupscheduled1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupscheduled1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pickupscheduled1(inputs)
});
export { submissions_pickupscheduled1 as "submissions.pickupScheduled" }