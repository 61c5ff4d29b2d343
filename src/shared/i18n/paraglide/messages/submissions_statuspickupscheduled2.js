import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Statuspickupscheduled2Inputs */

const en_submissions_statuspickupscheduled2 = /** @type {(inputs: Submissions_Statuspickupscheduled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup Scheduled`)
};

const fil_submissions_statuspickupscheduled2 = /** @type {(inputs: Submissions_Statuspickupscheduled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naka-schedule ang Pickup`)
};

/**
* | output |
* | --- |
* | "Pickup Scheduled" |
*
* @param {Submissions_Statuspickupscheduled2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_statuspickupscheduled2 = /** @type {((inputs?: Submissions_Statuspickupscheduled2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statuspickupscheduled2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_statuspickupscheduled2(inputs)
	return en_submissions_statuspickupscheduled2(inputs)
});
export { submissions_statuspickupscheduled2 as "submissions.statusPickupScheduled" }