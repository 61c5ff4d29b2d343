import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_DeletedInputs */

const en_photos_deleted = /** @type {(inputs: Photos_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo deleted successfully`)
};

const fil_photos_deleted = /** @type {(inputs: Photos_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nabura na ang litrato`)
};

/**
* | output |
* | --- |
* | "Photo deleted successfully" |
*
* @param {Photos_DeletedInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_deleted = /** @type {((inputs?: Photos_DeletedInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_DeletedInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_deleted(inputs)
	return en_photos_deleted(inputs)
});
export { photos_deleted as "photos.deleted" }