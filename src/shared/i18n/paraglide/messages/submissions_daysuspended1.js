import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, moved: NonNullable<unknown>, sent: NonNullable<unknown> }} Submissions_Daysuspended1Inputs */

const en_submissions_daysuspended1 = /** @type {(inputs: Submissions_Daysuspended1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}: ${i?.moved} pickups need rescheduling, ${i?.sent} SMS queued.`)
};

const fil_submissions_daysuspended1 = /** @type {(inputs: Submissions_Daysuspended1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}: ${i?.moved} pickup ang kailangang i-reschedule, ${i?.sent} SMS ang naka-queue.`)
};

/**
* | output |
* | --- |
* | "{date}: {moved} pickups need rescheduling, {sent} SMS queued." |
*
* @param {Submissions_Daysuspended1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_daysuspended1 = /** @type {((inputs: Submissions_Daysuspended1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Daysuspended1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_daysuspended1(inputs)
	return en_submissions_daysuspended1(inputs)
});
export { submissions_daysuspended1 as "submissions.daySuspended" }