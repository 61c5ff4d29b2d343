import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Cameraunavailable1Inputs */

const en_photos_cameraunavailable1 = /** @type {(inputs: Photos_Cameraunavailable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not start a camera on this device. You can still take or choose a photo below.`)
};

/**
* | output |
* | --- |
* | "We could not start a camera on this device. You can still take or choose a photo below." |
*
* @param {Photos_Cameraunavailable1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_cameraunavailable1 = /** @type {((inputs?: Photos_Cameraunavailable1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Cameraunavailable1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_cameraunavailable1(inputs)
});
export { photos_cameraunavailable1 as "photos.cameraUnavailable" }