import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Waitingforphotos2Inputs */

const en_submissions_waitingforphotos2 = /** @type {(inputs: Submissions_Waitingforphotos2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for your photos to finish uploading…`)
};

const fil_submissions_waitingforphotos2 = /** @type {(inputs: Submissions_Waitingforphotos2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinihintay matapos ang pag-upload ng mga litrato mo…`)
};

/**
* | output |
* | --- |
* | "Waiting for your photos to finish uploading…" |
*
* @param {Submissions_Waitingforphotos2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_waitingforphotos2 = /** @type {((inputs?: Submissions_Waitingforphotos2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Waitingforphotos2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_waitingforphotos2(inputs)
	return en_submissions_waitingforphotos2(inputs)
});
export { submissions_waitingforphotos2 as "submissions.waitingForPhotos" }