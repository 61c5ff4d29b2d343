import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_PhotosInputs */

const en_photos_photos = /** @type {(inputs: Photos_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

const fil_photos_photos = /** @type {(inputs: Photos_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga litrato`)
};

/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Photos_PhotosInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_photos = /** @type {((inputs?: Photos_PhotosInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_PhotosInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_photos(inputs)
	return en_photos_photos(inputs)
});
export { photos_photos as "photos.photos" }