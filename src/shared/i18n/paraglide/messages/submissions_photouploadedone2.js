import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Submissions_Photouploadedone2Inputs */

const en_submissions_photouploadedone2 = /** @type {(inputs: Submissions_Photouploadedone2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Item photo uploaded`)
};

const fil_submissions_photouploadedone2 = /** @type {(inputs: Submissions_Photouploadedone2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Na-upload ang ${i?.count} litrato ng gamit`)
};

/**
* | output |
* | --- |
* | "{count} Item photo uploaded" |
*
* @param {Submissions_Photouploadedone2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_photouploadedone2 = /** @type {((inputs: Submissions_Photouploadedone2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photouploadedone2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_photouploadedone2(inputs)
	return en_submissions_photouploadedone2(inputs)
});
export { submissions_photouploadedone2 as "submissions.photoUploadedOne" }