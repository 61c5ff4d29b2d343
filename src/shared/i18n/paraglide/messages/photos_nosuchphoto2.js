import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Nosuchphoto2Inputs */

const en_photos_nosuchphoto2 = /** @type {(inputs: Photos_Nosuchphoto2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such photo`)
};

const fil_photos_nosuchphoto2 = /** @type {(inputs: Photos_Nosuchphoto2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang ganitong litrato`)
};

/**
* | output |
* | --- |
* | "No such photo" |
*
* @param {Photos_Nosuchphoto2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_nosuchphoto2 = /** @type {((inputs?: Photos_Nosuchphoto2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Nosuchphoto2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_nosuchphoto2(inputs)
	return en_photos_nosuchphoto2(inputs)
});
export { photos_nosuchphoto2 as "photos.noSuchPhoto" }