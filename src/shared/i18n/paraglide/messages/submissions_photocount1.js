import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Submissions_Photocount1Inputs */

const en_submissions_photocount1 = /** @type {(inputs: Submissions_Photocount1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photo(s)`)
};

const fil_submissions_photocount1 = /** @type {(inputs: Submissions_Photocount1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} litrato`)
};

/**
* | output |
* | --- |
* | "{count} photo(s)" |
*
* @param {Submissions_Photocount1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_photocount1 = /** @type {((inputs: Submissions_Photocount1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photocount1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_photocount1(inputs)
	return en_submissions_photocount1(inputs)
});
export { submissions_photocount1 as "submissions.photoCount" }