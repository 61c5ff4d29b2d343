import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ thisMonth: NonNullable<unknown>, total: NonNullable<unknown> }} Submissions_Completednote1Inputs */

const en_submissions_completednote1 = /** @type {(inputs: Submissions_Completednote1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of ${i?.total} requests · ${i?.thisMonth} new this month`)
};

/**
* | output |
* | --- |
* | "of {total} requests · {thisMonth} new this month" |
*
* @param {Submissions_Completednote1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_completednote1 = /** @type {((inputs: Submissions_Completednote1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Completednote1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_completednote1(inputs)
});
export { submissions_completednote1 as "submissions.completedNote" }