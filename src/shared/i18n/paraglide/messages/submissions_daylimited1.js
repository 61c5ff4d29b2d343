import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ capacity: NonNullable<unknown> }} Submissions_Daylimited1Inputs */

const en_submissions_daylimited1 = /** @type {(inputs: Submissions_Daylimited1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`at most ${i?.capacity}`)
};

const fil_submissions_daylimited1 = /** @type {(inputs: Submissions_Daylimited1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hanggang ${i?.capacity}`)
};

/**
* | output |
* | --- |
* | "at most {capacity}" |
*
* @param {Submissions_Daylimited1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_daylimited1 = /** @type {((inputs: Submissions_Daylimited1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Daylimited1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_daylimited1(inputs)
	return en_submissions_daylimited1(inputs)
});
export { submissions_daylimited1 as "submissions.dayLimited" }