import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Detailsupdatedtitle2Inputs */

const en_photos_detailsupdatedtitle2 = /** @type {(inputs: Photos_Detailsupdatedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo details updated`)
};

/**
* | output |
* | --- |
* | "Photo details updated" |
*
* @param {Photos_Detailsupdatedtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_detailsupdatedtitle2 = /** @type {((inputs?: Photos_Detailsupdatedtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Detailsupdatedtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_detailsupdatedtitle2(inputs)
});
export { photos_detailsupdatedtitle2 as "photos.detailsUpdatedTitle" }