import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Submissions_Photouploadedmany2Inputs */

const en_submissions_photouploadedmany2 = /** @type {(inputs: Submissions_Photouploadedmany2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Item photos uploaded`)
};

const fil_submissions_photouploadedmany2 = /** @type {(inputs: Submissions_Photouploadedmany2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Na-upload ang ${i?.count} litrato ng gamit`)
};

/**
* | output |
* | --- |
* | "{count} Item photos uploaded" |
*
* @param {Submissions_Photouploadedmany2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_photouploadedmany2 = /** @type {((inputs: Submissions_Photouploadedmany2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photouploadedmany2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_photouploadedmany2(inputs)
	return en_submissions_photouploadedmany2(inputs)
});
export { submissions_photouploadedmany2 as "submissions.photoUploadedMany" }