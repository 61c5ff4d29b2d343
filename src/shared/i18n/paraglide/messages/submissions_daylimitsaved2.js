import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Submissions_Daylimitsaved2Inputs */

const en_submissions_daylimitsaved2 = /** @type {(inputs: Submissions_Daylimitsaved2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New bookings on ${i?.date} respect it from now on.`)
};

/**
* | output |
* | --- |
* | "New bookings on {date} respect it from now on." |
*
* @param {Submissions_Daylimitsaved2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_daylimitsaved2 = /** @type {((inputs: Submissions_Daylimitsaved2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Daylimitsaved2Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_daylimitsaved2(inputs)
});
export { submissions_daylimitsaved2 as "submissions.dayLimitSaved" }