import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Submissions_Lastsaved1Inputs */

const en_submissions_lastsaved1 = /** @type {(inputs: Submissions_Lastsaved1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last saved ${i?.at}`)
};

const fil_submissions_lastsaved1 = /** @type {(inputs: Submissions_Lastsaved1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Huling na-save ${i?.at}`)
};

/**
* | output |
* | --- |
* | "Last saved {at}" |
*
* @param {Submissions_Lastsaved1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_lastsaved1 = /** @type {((inputs: Submissions_Lastsaved1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Lastsaved1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_lastsaved1(inputs)
	return en_submissions_lastsaved1(inputs)
});
export { submissions_lastsaved1 as "submissions.lastSaved" }