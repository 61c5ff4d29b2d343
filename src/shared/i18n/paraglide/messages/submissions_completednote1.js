import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ thisMonth: NonNullable<unknown>, total: NonNullable<unknown> }} Submissions_Completednote1Inputs */

const en_submissions_completednote1 = /** @type {(inputs: Submissions_Completednote1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of ${i?.total} requests · ${i?.thisMonth} new this month`)
};

const fil_submissions_completednote1 = /** @type {(inputs: Submissions_Completednote1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sa ${i?.total} request · ${i?.thisMonth} bago ngayong buwan`)
};

/**
* | output |
* | --- |
* | "of {total} requests · {thisMonth} new this month" |
*
* @param {Submissions_Completednote1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_completednote1 = /** @type {((inputs: Submissions_Completednote1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Completednote1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_completednote1(inputs)
	return en_submissions_completednote1(inputs)
});
export { submissions_completednote1 as "submissions.completedNote" }