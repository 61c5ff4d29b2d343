import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ capacity: NonNullable<unknown> }} Submissions_Daylimited1Inputs */

const en_submissions_daylimited1 = /** @type {(inputs: Submissions_Daylimited1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`at most ${i?.capacity}`)
};

/**
* | output |
* | --- |
* | "at most {capacity}" |
*
* @param {Submissions_Daylimited1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_daylimited1 = /** @type {((inputs: Submissions_Daylimited1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Daylimited1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_daylimited1(inputs)
});
export { submissions_daylimited1 as "submissions.dayLimited" }