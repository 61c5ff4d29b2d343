import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Submissions_Removedaylimitof3Inputs */

const en_submissions_removedaylimitof3 = /** @type {(inputs: Submissions_Removedaylimitof3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove the limit on ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Remove the limit on {date}" |
*
* @param {Submissions_Removedaylimitof3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_removedaylimitof3 = /** @type {((inputs: Submissions_Removedaylimitof3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Removedaylimitof3Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_removedaylimitof3(inputs)
});
export { submissions_removedaylimitof3 as "submissions.removeDayLimitOf" }