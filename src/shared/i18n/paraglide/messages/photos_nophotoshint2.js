import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Nophotoshint2Inputs */

const en_photos_nophotoshint2 = /** @type {(inputs: Photos_Nophotoshint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take a photo or upload one from your gallery to get started.`)
};

const fil_photos_nophotoshint2 = /** @type {(inputs: Photos_Nophotoshint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kumuha ng litrato o mag-upload mula sa gallery mo para makapagsimula.`)
};

/**
* | output |
* | --- |
* | "Take a photo or upload one from your gallery to get started." |
*
* @param {Photos_Nophotoshint2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_nophotoshint2 = /** @type {((inputs?: Photos_Nophotoshint2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Nophotoshint2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_nophotoshint2(inputs)
	return en_photos_nophotoshint2(inputs)
});
export { photos_nophotoshint2 as "photos.noPhotosHint" }