import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Switchcamera1Inputs */

const en_photos_switchcamera1 = /** @type {(inputs: Photos_Switchcamera1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch camera`)
};

/**
* | output |
* | --- |
* | "Switch camera" |
*
* @param {Photos_Switchcamera1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_switchcamera1 = /** @type {((inputs?: Photos_Switchcamera1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Switchcamera1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_switchcamera1(inputs)
});
export { photos_switchcamera1 as "photos.switchCamera" }