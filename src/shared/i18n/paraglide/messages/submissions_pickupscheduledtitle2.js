import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupscheduledtitle2Inputs */

const en_submissions_pickupscheduledtitle2 = /** @type {(inputs: Submissions_Pickupscheduledtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup scheduled`)
};

const fil_submissions_pickupscheduledtitle2 = /** @type {(inputs: Submissions_Pickupscheduledtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naka-schedule na ang pickup`)
};

/**
* | output |
* | --- |
* | "Pickup scheduled" |
*
* @param {Submissions_Pickupscheduledtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupscheduledtitle2 = /** @type {((inputs?: Submissions_Pickupscheduledtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupscheduledtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupscheduledtitle2(inputs)
	return en_submissions_pickupscheduledtitle2(inputs)
});
export { submissions_pickupscheduledtitle2 as "submissions.pickupScheduledTitle" }