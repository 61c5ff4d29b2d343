import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_DeletingInputs */

const en_photos_deleting = /** @type {(inputs: Photos_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting…`)
};

/**
* | output |
* | --- |
* | "Deleting…" |
*
* @param {Photos_DeletingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_deleting = /** @type {((inputs?: Photos_DeletingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_DeletingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_deleting(inputs)
});
export { photos_deleting as "photos.deleting" }