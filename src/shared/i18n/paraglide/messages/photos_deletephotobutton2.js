import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Deletephotobutton2Inputs */

const en_photos_deletephotobutton2 = /** @type {(inputs: Photos_Deletephotobutton2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete photo`)
};

/**
* | output |
* | --- |
* | "Delete photo" |
*
* @param {Photos_Deletephotobutton2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_deletephotobutton2 = /** @type {((inputs?: Photos_Deletephotobutton2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Deletephotobutton2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_deletephotobutton2(inputs)
});
export { photos_deletephotobutton2 as "photos.deletePhotoButton" }