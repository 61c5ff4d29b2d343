import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Deletephotobutton2Inputs */

const en_photos_deletephotobutton2 = /** @type {(inputs: Photos_Deletephotobutton2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete photo`)
};

const fil_photos_deletephotobutton2 = /** @type {(inputs: Photos_Deletephotobutton2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Burahin ang litrato`)
};

/**
* | output |
* | --- |
* | "Delete photo" |
*
* @param {Photos_Deletephotobutton2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_deletephotobutton2 = /** @type {((inputs?: Photos_Deletephotobutton2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Deletephotobutton2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_deletephotobutton2(inputs)
	return en_photos_deletephotobutton2(inputs)
});
export { photos_deletephotobutton2 as "photos.deletePhotoButton" }