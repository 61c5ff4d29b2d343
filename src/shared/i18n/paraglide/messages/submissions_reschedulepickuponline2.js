import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Reschedulepickuponline2Inputs */

const en_submissions_reschedulepickuponline2 = /** @type {(inputs: Submissions_Reschedulepickuponline2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move pickup`)
};

const fil_submissions_reschedulepickuponline2 = /** @type {(inputs: Submissions_Reschedulepickuponline2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilipat ang pickup`)
};

/**
* | output |
* | --- |
* | "Move pickup" |
*
* @param {Submissions_Reschedulepickuponline2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_reschedulepickuponline2 = /** @type {((inputs?: Submissions_Reschedulepickuponline2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Reschedulepickuponline2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_reschedulepickuponline2(inputs)
	return en_submissions_reschedulepickuponline2(inputs)
});
export { submissions_reschedulepickuponline2 as "submissions.reschedulePickupOnline" }