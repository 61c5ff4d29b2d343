import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Modequick1Inputs */

const en_photos_modequick1 = /** @type {(inputs: Photos_Modequick1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick`)
};

const fil_photos_modequick1 = /** @type {(inputs: Photos_Modequick1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mabilis`)
};

/**
* | output |
* | --- |
* | "Quick" |
*
* @param {Photos_Modequick1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_modequick1 = /** @type {((inputs?: Photos_Modequick1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Modequick1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_modequick1(inputs)
	return en_photos_modequick1(inputs)
});
export { photos_modequick1 as "photos.modeQuick" }