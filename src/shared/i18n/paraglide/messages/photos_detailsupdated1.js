import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Detailsupdated1Inputs */

const en_photos_detailsupdated1 = /** @type {(inputs: Photos_Detailsupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The metadata has been saved`)
};

const fil_photos_detailsupdated1 = /** @type {(inputs: Photos_Detailsupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-save na ang metadata`)
};

/**
* | output |
* | --- |
* | "The metadata has been saved" |
*
* @param {Photos_Detailsupdated1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_detailsupdated1 = /** @type {((inputs?: Photos_Detailsupdated1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Detailsupdated1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_detailsupdated1(inputs)
	return en_photos_detailsupdated1(inputs)
});
export { photos_detailsupdated1 as "photos.detailsUpdated" }