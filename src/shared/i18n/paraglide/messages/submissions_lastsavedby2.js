import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown>, by: NonNullable<unknown> }} Submissions_Lastsavedby2Inputs */

const en_submissions_lastsavedby2 = /** @type {(inputs: Submissions_Lastsavedby2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last saved ${i?.at} by ${i?.by}`)
};

const fil_submissions_lastsavedby2 = /** @type {(inputs: Submissions_Lastsavedby2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Huling na-save ${i?.at} ni ${i?.by}`)
};

/**
* | output |
* | --- |
* | "Last saved {at} by {by}" |
*
* @param {Submissions_Lastsavedby2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_lastsavedby2 = /** @type {((inputs: Submissions_Lastsavedby2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Lastsavedby2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_lastsavedby2(inputs)
	return en_submissions_lastsavedby2(inputs)
});
export { submissions_lastsavedby2 as "submissions.lastSavedBy" }