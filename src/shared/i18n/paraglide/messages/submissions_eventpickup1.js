import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ venue: NonNullable<unknown> }} Submissions_Eventpickup1Inputs */

const en_submissions_eventpickup1 = /** @type {(inputs: Submissions_Eventpickup1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Event: ${i?.venue}`)
};

const fil_submissions_eventpickup1 = /** @type {(inputs: Submissions_Eventpickup1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Event: ${i?.venue}`)
};

/**
* | output |
* | --- |
* | "Event: {venue}" |
*
* @param {Submissions_Eventpickup1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_eventpickup1 = /** @type {((inputs: Submissions_Eventpickup1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Eventpickup1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_eventpickup1(inputs)
	return en_submissions_eventpickup1(inputs)
});
export { submissions_eventpickup1 as "submissions.eventPickup" }