import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_DeletingInputs */

const en_photos_deleting = /** @type {(inputs: Photos_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting…`)
};

const fil_photos_deleting = /** @type {(inputs: Photos_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Binubura…`)
};

/**
* | output |
* | --- |
* | "Deleting…" |
*
* @param {Photos_DeletingInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_deleting = /** @type {((inputs?: Photos_DeletingInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_DeletingInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_deleting(inputs)
	return en_photos_deleting(inputs)
});
export { photos_deleting as "photos.deleting" }