import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Submissions_Dayhasnoroom3Inputs */

const en_submissions_dayhasnoroom3 = /** @type {(inputs: Submissions_Dayhasnoroom3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pickup window is left on ${i?.date}. Days with room:`)
};

const fil_submissions_dayhasnoroom3 = /** @type {(inputs: Submissions_Dayhasnoroom3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wala nang bakanteng oras ng pickup sa ${i?.date}. Mga araw na may bakante:`)
};

/**
* | output |
* | --- |
* | "No pickup window is left on {date}. Days with room:" |
*
* @param {Submissions_Dayhasnoroom3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_dayhasnoroom3 = /** @type {((inputs: Submissions_Dayhasnoroom3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Dayhasnoroom3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_dayhasnoroom3(inputs)
	return en_submissions_dayhasnoroom3(inputs)
});
export { submissions_dayhasnoroom3 as "submissions.dayHasNoRoom" }