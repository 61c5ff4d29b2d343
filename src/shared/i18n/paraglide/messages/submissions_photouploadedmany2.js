import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Submissions_Photouploadedmany2Inputs */

const en_submissions_photouploadedmany2 = /** @type {(inputs: Submissions_Photouploadedmany2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Item photos uploaded`)
};

/**
* | output |
* | --- |
* | "{count} Item photos uploaded" |
*
* @param {Submissions_Photouploadedmany2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_photouploadedmany2 = /** @type {((inputs: Submissions_Photouploadedmany2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photouploadedmany2Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_photouploadedmany2(inputs)
});
export { submissions_photouploadedmany2 as "submissions.photoUploadedMany" }