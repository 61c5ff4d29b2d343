import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Closecamera1Inputs */

const en_photos_closecamera1 = /** @type {(inputs: Photos_Closecamera1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close camera`)
};

/**
* | output |
* | --- |
* | "Close camera" |
*
* @param {Photos_Closecamera1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_closecamera1 = /** @type {((inputs?: Photos_Closecamera1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Closecamera1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_closecamera1(inputs)
});
export { photos_closecamera1 as "photos.closeCamera" }