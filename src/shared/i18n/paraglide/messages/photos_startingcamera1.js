import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Startingcamera1Inputs */

const en_photos_startingcamera1 = /** @type {(inputs: Photos_Startingcamera1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting camera…`)
};

const fil_photos_startingcamera1 = /** @type {(inputs: Photos_Startingcamera1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Binubuksan ang camera…`)
};

/**
* | output |
* | --- |
* | "Starting camera…" |
*
* @param {Photos_Startingcamera1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_startingcamera1 = /** @type {((inputs?: Photos_Startingcamera1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Startingcamera1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_startingcamera1(inputs)
	return en_photos_startingcamera1(inputs)
});
export { photos_startingcamera1 as "photos.startingCamera" }