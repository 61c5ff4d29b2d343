import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Statuspickupscheduled2Inputs */

const en_submissions_statuspickupscheduled2 = /** @type {(inputs: Submissions_Statuspickupscheduled2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup Scheduled`)
};

/**
* | output |
* | --- |
* | "Pickup Scheduled" |
*
* @param {Submissions_Statuspickupscheduled2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_statuspickupscheduled2 = /** @type {((inputs?: Submissions_Statuspickupscheduled2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statuspickupscheduled2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_statuspickupscheduled2(inputs)
});
export { submissions_statuspickupscheduled2 as "submissions.statusPickupScheduled" }