import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Nosuchphoto2Inputs */

const en_photos_nosuchphoto2 = /** @type {(inputs: Photos_Nosuchphoto2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such photo`)
};

/**
* | output |
* | --- |
* | "No such photo" |
*
* @param {Photos_Nosuchphoto2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_nosuchphoto2 = /** @type {((inputs?: Photos_Nosuchphoto2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Nosuchphoto2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_nosuchphoto2(inputs)
});
export { photos_nosuchphoto2 as "photos.noSuchPhoto" }