import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Submissions_Toomanyphotos2Inputs */

const en_submissions_toomanyphotos2 = /** @type {(inputs: Submissions_Toomanyphotos2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please add at most ${i?.max} photos`)
};

const fil_submissions_toomanyphotos2 = /** @type {(inputs: Submissions_Toomanyphotos2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hanggang ${i?.max} litrato lang ang puwede`)
};

/**
* | output |
* | --- |
* | "Please add at most {max} photos" |
*
* @param {Submissions_Toomanyphotos2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_toomanyphotos2 = /** @type {((inputs: Submissions_Toomanyphotos2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Toomanyphotos2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_toomanyphotos2(inputs)
	return en_submissions_toomanyphotos2(inputs)
});
export { submissions_toomanyphotos2 as "submissions.tooManyPhotos" }