import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Sendasmultipart2Inputs */

const en_photos_sendasmultipart2 = /** @type {(inputs: Photos_Sendasmultipart2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the photo as multipart/form-data in the field "photo".`)
};

/**
* | output |
* | --- |
* | "Send the photo as multipart/form-data in the field \"photo\"." |
*
* @param {Photos_Sendasmultipart2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_sendasmultipart2 = /** @type {((inputs?: Photos_Sendasmultipart2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Sendasmultipart2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_sendasmultipart2(inputs)
});
export { photos_sendasmultipart2 as "photos.sendAsMultipart" }