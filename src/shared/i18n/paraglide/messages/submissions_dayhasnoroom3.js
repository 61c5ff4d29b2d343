import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Submissions_Dayhasnoroom3Inputs */

const en_submissions_dayhasnoroom3 = /** @type {(inputs: Submissions_Dayhasnoroom3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pickup window is left on ${i?.date}. Days with room:`)
};

/**
* | output |
* | --- |
* | "No pickup window is left on {date}. Days with room:" |
*
* @param {Submissions_Dayhasnoroom3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_dayhasnoroom3 = /** @type {((inputs: Submissions_Dayhasnoroom3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Dayhasnoroom3Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_dayhasnoroom3(inputs)
});
export { submissions_dayhasnoroom3 as "submissions.dayHasNoRoom" }