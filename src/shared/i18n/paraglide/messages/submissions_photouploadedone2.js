import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Submissions_Photouploadedone2Inputs */

const en_submissions_photouploadedone2 = /** @type {(inputs: Submissions_Photouploadedone2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Item photo uploaded`)
};

/**
* | output |
* | --- |
* | "{count} Item photo uploaded" |
*
* @param {Submissions_Photouploadedone2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_photouploadedone2 = /** @type {((inputs: Submissions_Photouploadedone2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photouploadedone2Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_photouploadedone2(inputs)
});
export { submissions_photouploadedone2 as "submissions.photoUploadedOne" }