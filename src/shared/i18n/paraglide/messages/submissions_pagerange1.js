import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, last: NonNullable<unknown>, total: NonNullable<unknown> }} Submissions_Pagerange1Inputs */

const en_submissions_pagerange1 = /** @type {(inputs: Submissions_Pagerange1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}–${i?.last} of ${i?.total}`)
};

const fil_submissions_pagerange1 = /** @type {(inputs: Submissions_Pagerange1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}–${i?.last} ng ${i?.total}`)
};

/**
* | output |
* | --- |
* | "{first}–{last} of {total}" |
*
* @param {Submissions_Pagerange1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pagerange1 = /** @type {((inputs: Submissions_Pagerange1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pagerange1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pagerange1(inputs)
	return en_submissions_pagerange1(inputs)
});
export { submissions_pagerange1 as "submissions.pageRange" }