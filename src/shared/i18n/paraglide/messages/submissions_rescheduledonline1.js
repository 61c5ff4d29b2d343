import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, window: NonNullable<unknown> }} Submissions_Rescheduledonline1Inputs */

const en_submissions_rescheduledonline1 = /** @type {(inputs: Submissions_Rescheduledonline1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rescheduled online to ${i?.date}, ${i?.window}`)
};

const fil_submissions_rescheduledonline1 = /** @type {(inputs: Submissions_Rescheduledonline1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inilipat online sa ${i?.date}, ${i?.window}`)
};

/**
* | output |
* | --- |
* | "Rescheduled online to {date}, {window}" |
*
* @param {Submissions_Rescheduledonline1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_rescheduledonline1 = /** @type {((inputs: Submissions_Rescheduledonline1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Rescheduledonline1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_rescheduledonline1(inputs)
	return en_submissions_rescheduledonline1(inputs)
});
export { submissions_rescheduledonline1 as "submissions.rescheduledOnline" }