import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Closecamera1Inputs */

const en_photos_closecamera1 = /** @type {(inputs: Photos_Closecamera1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close camera`)
};

const fil_photos_closecamera1 = /** @type {(inputs: Photos_Closecamera1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isara ang camera`)
};

/**
* | output |
* | --- |
* | "Close camera" |
*
* @param {Photos_Closecamera1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_closecamera1 = /** @type {((inputs?: Photos_Closecamera1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Closecamera1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_closecamera1(inputs)
	return en_photos_closecamera1(inputs)
});
export { photos_closecamera1 as "photos.closeCamera" }