import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Notyours1Inputs */

const en_photos_notyours1 = /** @type {(inputs: Photos_Notyours1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can only change photos of your own requests`)
};

const fil_photos_notyours1 = /** @type {(inputs: Photos_Notyours1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga litrato lang ng sarili mong request ang puwede mong baguhin`)
};

/**
* | output |
* | --- |
* | "You can only change photos of your own requests" |
*
* @param {Photos_Notyours1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_notyours1 = /** @type {((inputs?: Photos_Notyours1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Notyours1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_notyours1(inputs)
	return en_photos_notyours1(inputs)
});
export { photos_notyours1 as "photos.notYours" }