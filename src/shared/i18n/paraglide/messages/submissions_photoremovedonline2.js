import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Submissions_Photoremovedonline2Inputs */

const en_submissions_photoremovedonline2 = /** @type {(inputs: Submissions_Photoremovedonline2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo removed online by the household (${i?.count} left)`)
};

const fil_submissions_photoremovedonline2 = /** @type {(inputs: Submissions_Photoremovedonline2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nag-alis ng litrato online ang household (${i?.count} ang natira)`)
};

/**
* | output |
* | --- |
* | "Photo removed online by the household ({count} left)" |
*
* @param {Submissions_Photoremovedonline2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_photoremovedonline2 = /** @type {((inputs: Submissions_Photoremovedonline2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photoremovedonline2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_photoremovedonline2(inputs)
	return en_submissions_photoremovedonline2(inputs)
});
export { submissions_photoremovedonline2 as "submissions.photoRemovedOnline" }