import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Reschedulepickuponline2Inputs */

const en_submissions_reschedulepickuponline2 = /** @type {(inputs: Submissions_Reschedulepickuponline2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move pickup`)
};

/**
* | output |
* | --- |
* | "Move pickup" |
*
* @param {Submissions_Reschedulepickuponline2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_reschedulepickuponline2 = /** @type {((inputs?: Submissions_Reschedulepickuponline2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Reschedulepickuponline2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_reschedulepickuponline2(inputs)
});
export { submissions_reschedulepickuponline2 as "submissions.reschedulePickupOnline" }