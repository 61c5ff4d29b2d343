import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Nameityourself2Inputs */

const en_photos_nameityourself2 = /** @type {(inputs: Photos_Nameityourself2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please name the item and describe it yourself.`)
};

const fil_photos_nameityourself2 = /** @type {(inputs: Photos_Nameityourself2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ikaw na ang magpangalan at maglarawan ng gamit.`)
};

/**
* | output |
* | --- |
* | "Please name the item and describe it yourself." |
*
* @param {Photos_Nameityourself2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_nameityourself2 = /** @type {((inputs?: Photos_Nameityourself2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Nameityourself2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_nameityourself2(inputs)
	return en_photos_nameityourself2(inputs)
});
export { photos_nameityourself2 as "photos.nameItYourself" }