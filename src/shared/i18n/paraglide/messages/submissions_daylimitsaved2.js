import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Submissions_Daylimitsaved2Inputs */

const en_submissions_daylimitsaved2 = /** @type {(inputs: Submissions_Daylimitsaved2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New bookings on ${i?.date} respect it from now on.`)
};

const fil_submissions_daylimitsaved2 = /** @type {(inputs: Submissions_Daylimitsaved2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Susundin na ito ng mga bagong booking sa ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "New bookings on {date} respect it from now on." |
*
* @param {Submissions_Daylimitsaved2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_daylimitsaved2 = /** @type {((inputs: Submissions_Daylimitsaved2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Daylimitsaved2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_daylimitsaved2(inputs)
	return en_submissions_daylimitsaved2(inputs)
});
export { submissions_daylimitsaved2 as "submissions.dayLimitSaved" }