import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Schedulepickup1Inputs */

const en_submissions_schedulepickup1 = /** @type {(inputs: Submissions_Schedulepickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule Pickup`)
};

const fil_submissions_schedulepickup1 = /** @type {(inputs: Submissions_Schedulepickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-schedule ang Pickup`)
};

/**
* | output |
* | --- |
* | "Schedule Pickup" |
*
* @param {Submissions_Schedulepickup1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_schedulepickup1 = /** @type {((inputs?: Submissions_Schedulepickup1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Schedulepickup1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_schedulepickup1(inputs)
	return en_submissions_schedulepickup1(inputs)
});
export { submissions_schedulepickup1 as "submissions.schedulePickup" }