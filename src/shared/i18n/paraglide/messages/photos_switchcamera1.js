import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Switchcamera1Inputs */

const en_photos_switchcamera1 = /** @type {(inputs: Photos_Switchcamera1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch camera`)
};

const fil_photos_switchcamera1 = /** @type {(inputs: Photos_Switchcamera1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palitan ang camera`)
};

/**
* | output |
* | --- |
* | "Switch camera" |
*
* @param {Photos_Switchcamera1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_switchcamera1 = /** @type {((inputs?: Photos_Switchcamera1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Switchcamera1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_switchcamera1(inputs)
	return en_photos_switchcamera1(inputs)
});
export { photos_switchcamera1 as "photos.switchCamera" }