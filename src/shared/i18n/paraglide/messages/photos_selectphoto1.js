import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Selectphoto1Inputs */

const en_photos_selectphoto1 = /** @type {(inputs: Photos_Selectphoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a photo to see its details, edit its brand and condition, download or delete it.`)
};

const fil_photos_selectphoto1 = /** @type {(inputs: Photos_Selectphoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng litrato para makita ang detalye nito, i-edit ang brand at kondisyon, i-download o burahin ito.`)
};

/**
* | output |
* | --- |
* | "Select a photo to see its details, edit its brand and condition, download or delete it." |
*
* @param {Photos_Selectphoto1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_selectphoto1 = /** @type {((inputs?: Photos_Selectphoto1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Selectphoto1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_selectphoto1(inputs)
	return en_photos_selectphoto1(inputs)
});
export { photos_selectphoto1 as "photos.selectPhoto" }