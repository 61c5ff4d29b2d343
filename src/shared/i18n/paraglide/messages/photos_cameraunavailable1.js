import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Cameraunavailable1Inputs */

const en_photos_cameraunavailable1 = /** @type {(inputs: Photos_Cameraunavailable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not start a camera on this device. You can still take or choose a photo below.`)
};

const fil_photos_cameraunavailable1 = /** @type {(inputs: Photos_Cameraunavailable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi namin mabuksan ang camera sa device na ito. Puwede ka pa ring kumuha o pumili ng litrato sa ibaba.`)
};

/**
* | output |
* | --- |
* | "We could not start a camera on this device. You can still take or choose a photo below." |
*
* @param {Photos_Cameraunavailable1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_cameraunavailable1 = /** @type {((inputs?: Photos_Cameraunavailable1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Cameraunavailable1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_cameraunavailable1(inputs)
	return en_photos_cameraunavailable1(inputs)
});
export { photos_cameraunavailable1 as "photos.cameraUnavailable" }