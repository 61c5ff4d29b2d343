import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Submissions_Lastsaved1Inputs */

const en_submissions_lastsaved1 = /** @type {(inputs: Submissions_Lastsaved1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last saved ${i?.at}`)
};

/**
* | output |
* | --- |
* | "Last saved {at}" |
*
* @param {Submissions_Lastsaved1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_lastsaved1 = /** @type {((inputs: Submissions_Lastsaved1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Lastsaved1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_lastsaved1(inputs)
});
export { submissions_lastsaved1 as "submissions.lastSaved" }