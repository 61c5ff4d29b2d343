import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Submissions_Removephotoof2Inputs */

const en_submissions_removephotoof2 = /** @type {(inputs: Submissions_Removephotoof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove the photo of ${i?.name}`)
};

const fil_submissions_removephotoof2 = /** @type {(inputs: Submissions_Removephotoof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alisin ang litrato ng ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Remove the photo of {name}" |
*
* @param {Submissions_Removephotoof2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_removephotoof2 = /** @type {((inputs: Submissions_Removephotoof2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Removephotoof2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_removephotoof2(inputs)
	return en_submissions_removephotoof2(inputs)
});
export { submissions_removephotoof2 as "submissions.removePhotoOf" }