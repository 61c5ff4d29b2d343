import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, hours: NonNullable<unknown>, truck: NonNullable<unknown> }} Submissions_Codingwarning1Inputs */

const en_submissions_codingwarning1 = /** @type {(inputs: Submissions_Codingwarning1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.truck} is coded on ${i?.day}, ${i?.hours}: this window overlaps. Choose another window or truck.`)
};

const fil_submissions_codingwarning1 = /** @type {(inputs: Submissions_Codingwarning1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Coding ang ${i?.truck} tuwing ${i?.day}, ${i?.hours}: tumatama rito ang window na ito. Pumili ng ibang window o truck.`)
};

/**
* | output |
* | --- |
* | "{truck} is coded on {day}, {hours}: this window overlaps. Choose another window or truck." |
*
* @param {Submissions_Codingwarning1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_codingwarning1 = /** @type {((inputs: Submissions_Codingwarning1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Codingwarning1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_codingwarning1(inputs)
	return en_submissions_codingwarning1(inputs)
});
export { submissions_codingwarning1 as "submissions.codingWarning" }