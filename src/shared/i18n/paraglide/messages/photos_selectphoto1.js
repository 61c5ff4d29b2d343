import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Selectphoto1Inputs */

const en_photos_selectphoto1 = /** @type {(inputs: Photos_Selectphoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a photo to see its details, edit its brand and condition, download or delete it.`)
};

/**
* | output |
* | --- |
* | "Select a photo to see its details, edit its brand and condition, download or delete it." |
*
* @param {Photos_Selectphoto1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_selectphoto1 = /** @type {((inputs?: Photos_Selectphoto1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Selectphoto1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_selectphoto1(inputs)
});
export { photos_selectphoto1 as "photos.selectPhoto" }