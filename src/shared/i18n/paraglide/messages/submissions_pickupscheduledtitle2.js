import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupscheduledtitle2Inputs */

const en_submissions_pickupscheduledtitle2 = /** @type {(inputs: Submissions_Pickupscheduledtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup scheduled`)
};

/**
* | output |
* | --- |
* | "Pickup scheduled" |
*
* @param {Submissions_Pickupscheduledtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pickupscheduledtitle2 = /** @type {((inputs?: Submissions_Pickupscheduledtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupscheduledtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pickupscheduledtitle2(inputs)
});
export { submissions_pickupscheduledtitle2 as "submissions.pickupScheduledTitle" }