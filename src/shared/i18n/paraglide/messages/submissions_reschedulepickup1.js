import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Reschedulepickup1Inputs */

const en_submissions_reschedulepickup1 = /** @type {(inputs: Submissions_Reschedulepickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reschedule Pickup`)
};

/**
* | output |
* | --- |
* | "Reschedule Pickup" |
*
* @param {Submissions_Reschedulepickup1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_reschedulepickup1 = /** @type {((inputs?: Submissions_Reschedulepickup1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Reschedulepickup1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_reschedulepickup1(inputs)
});
export { submissions_reschedulepickup1 as "submissions.reschedulePickup" }