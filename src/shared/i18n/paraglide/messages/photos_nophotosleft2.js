import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Nophotosleft2Inputs */

const en_photos_nophotosleft2 = /** @type {(inputs: Photos_Nophotosleft2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This request has no photos left. Ask the customer for photos before scheduling, or decline it.`)
};

const fil_photos_nophotosleft2 = /** @type {(inputs: Photos_Nophotosleft2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala nang litrato ang request na ito. Humingi ng litrato sa customer bago mag-schedule, o tanggihan ito.`)
};

/**
* | output |
* | --- |
* | "This request has no photos left. Ask the customer for photos before scheduling, or decline it." |
*
* @param {Photos_Nophotosleft2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_nophotosleft2 = /** @type {((inputs?: Photos_Nophotosleft2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Nophotosleft2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_nophotosleft2(inputs)
	return en_photos_nophotosleft2(inputs)
});
export { photos_nophotosleft2 as "photos.noPhotosLeft" }