import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Sendasmultipart2Inputs */

const en_photos_sendasmultipart2 = /** @type {(inputs: Photos_Sendasmultipart2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the photo as multipart/form-data in the field "photo".`)
};

const fil_photos_sendasmultipart2 = /** @type {(inputs: Photos_Sendasmultipart2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ipadala ang litrato bilang multipart/form-data sa field na "photo".`)
};

/**
* | output |
* | --- |
* | "Send the photo as multipart/form-data in the field \"photo\"." |
*
* @param {Photos_Sendasmultipart2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_sendasmultipart2 = /** @type {((inputs?: Photos_Sendasmultipart2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Sendasmultipart2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_sendasmultipart2(inputs)
	return en_photos_sendasmultipart2(inputs)
});
export { photos_sendasmultipart2 as "photos.sendAsMultipart" }