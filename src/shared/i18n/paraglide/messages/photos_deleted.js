import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_DeletedInputs */

const en_photos_deleted = /** @type {(inputs: Photos_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo deleted successfully`)
};

/**
* | output |
* | --- |
* | "Photo deleted successfully" |
*
* @param {Photos_DeletedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_deleted = /** @type {((inputs?: Photos_DeletedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_DeletedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_deleted(inputs)
});
export { photos_deleted as "photos.deleted" }