import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_DeleteInputs */

const en_photos_delete = /** @type {(inputs: Photos_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

const fil_photos_delete = /** @type {(inputs: Photos_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Burahin`)
};

/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Photos_DeleteInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_delete = /** @type {((inputs?: Photos_DeleteInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_DeleteInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_delete(inputs)
	return en_photos_delete(inputs)
});
export { photos_delete as "photos.delete" }