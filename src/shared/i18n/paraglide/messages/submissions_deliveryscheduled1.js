import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Submissions_Deliveryscheduled1Inputs */

const en_submissions_deliveryscheduled1 = /** @type {(inputs: Submissions_Deliveryscheduled1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`scheduled for ${i?.at}`)
};

const fil_submissions_deliveryscheduled1 = /** @type {(inputs: Submissions_Deliveryscheduled1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`naka-schedule sa ${i?.at}`)
};

/**
* | output |
* | --- |
* | "scheduled for {at}" |
*
* @param {Submissions_Deliveryscheduled1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_deliveryscheduled1 = /** @type {((inputs: Submissions_Deliveryscheduled1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Deliveryscheduled1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_deliveryscheduled1(inputs)
	return en_submissions_deliveryscheduled1(inputs)
});
export { submissions_deliveryscheduled1 as "submissions.deliveryScheduled" }