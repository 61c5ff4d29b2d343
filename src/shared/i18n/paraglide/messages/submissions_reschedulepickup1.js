import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Reschedulepickup1Inputs */

const en_submissions_reschedulepickup1 = /** @type {(inputs: Submissions_Reschedulepickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reschedule Pickup`)
};

const fil_submissions_reschedulepickup1 = /** @type {(inputs: Submissions_Reschedulepickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-reschedule ang Pickup`)
};

/**
* | output |
* | --- |
* | "Reschedule Pickup" |
*
* @param {Submissions_Reschedulepickup1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_reschedulepickup1 = /** @type {((inputs?: Submissions_Reschedulepickup1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Reschedulepickup1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_reschedulepickup1(inputs)
	return en_submissions_reschedulepickup1(inputs)
});
export { submissions_reschedulepickup1 as "submissions.reschedulePickup" }