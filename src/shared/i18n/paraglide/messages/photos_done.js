import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_DoneInputs */

const en_photos_done = /** @type {(inputs: Photos_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

const fil_photos_done = /** @type {(inputs: Photos_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapos na`)
};

/**
* | output |
* | --- |
* | "Done" |
*
* @param {Photos_DoneInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_done = /** @type {((inputs?: Photos_DoneInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_DoneInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_done(inputs)
	return en_photos_done(inputs)
});
export { photos_done as "photos.done" }