import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Detailsupdatedtitle2Inputs */

const en_photos_detailsupdatedtitle2 = /** @type {(inputs: Photos_Detailsupdatedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo details updated`)
};

const fil_photos_detailsupdatedtitle2 = /** @type {(inputs: Photos_Detailsupdatedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-update ang detalye ng litrato`)
};

/**
* | output |
* | --- |
* | "Photo details updated" |
*
* @param {Photos_Detailsupdatedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_detailsupdatedtitle2 = /** @type {((inputs?: Photos_Detailsupdatedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Detailsupdatedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_detailsupdatedtitle2(inputs)
	return en_photos_detailsupdatedtitle2(inputs)
});
export { photos_detailsupdatedtitle2 as "photos.detailsUpdatedTitle" }