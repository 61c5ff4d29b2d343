import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Waitingforphotos2Inputs */

const en_submissions_waitingforphotos2 = /** @type {(inputs: Submissions_Waitingforphotos2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for your photos to finish uploading…`)
};

/**
* | output |
* | --- |
* | "Waiting for your photos to finish uploading…" |
*
* @param {Submissions_Waitingforphotos2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_waitingforphotos2 = /** @type {((inputs?: Submissions_Waitingforphotos2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Waitingforphotos2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_waitingforphotos2(inputs)
});
export { submissions_waitingforphotos2 as "submissions.waitingForPhotos" }