import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Startingcamera1Inputs */

const en_photos_startingcamera1 = /** @type {(inputs: Photos_Startingcamera1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting camera…`)
};

/**
* | output |
* | --- |
* | "Starting camera…" |
*
* @param {Photos_Startingcamera1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_startingcamera1 = /** @type {((inputs?: Photos_Startingcamera1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Startingcamera1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_startingcamera1(inputs)
});
export { photos_startingcamera1 as "photos.startingCamera" }