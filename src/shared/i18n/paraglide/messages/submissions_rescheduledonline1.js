import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, window: NonNullable<unknown> }} Submissions_Rescheduledonline1Inputs */

const en_submissions_rescheduledonline1 = /** @type {(inputs: Submissions_Rescheduledonline1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rescheduled online to ${i?.date}, ${i?.window}`)
};

/**
* | output |
* | --- |
* | "Rescheduled online to {date}, {window}" |
*
* @param {Submissions_Rescheduledonline1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_rescheduledonline1 = /** @type {((inputs: Submissions_Rescheduledonline1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Rescheduledonline1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_rescheduledonline1(inputs)
});
export { submissions_rescheduledonline1 as "submissions.rescheduledOnline" }