import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Submissions_Toomanyphotos2Inputs */

const en_submissions_toomanyphotos2 = /** @type {(inputs: Submissions_Toomanyphotos2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please add at most ${i?.max} photos`)
};

/**
* | output |
* | --- |
* | "Please add at most {max} photos" |
*
* @param {Submissions_Toomanyphotos2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_toomanyphotos2 = /** @type {((inputs: Submissions_Toomanyphotos2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Toomanyphotos2Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_toomanyphotos2(inputs)
});
export { submissions_toomanyphotos2 as "submissions.tooManyPhotos" }