import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Submissions_Photoaddedonline2Inputs */

const en_submissions_photoaddedonline2 = /** @type {(inputs: Submissions_Photoaddedonline2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo added online by the household (${i?.count} in all)`)
};

const fil_submissions_photoaddedonline2 = /** @type {(inputs: Submissions_Photoaddedonline2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nagdagdag ng litrato online ang household (${i?.count} lahat)`)
};

/**
* | output |
* | --- |
* | "Photo added online by the household ({count} in all)" |
*
* @param {Submissions_Photoaddedonline2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_photoaddedonline2 = /** @type {((inputs: Submissions_Photoaddedonline2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photoaddedonline2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_photoaddedonline2(inputs)
	return en_submissions_photoaddedonline2(inputs)
});
export { submissions_photoaddedonline2 as "submissions.photoAddedOnline" }