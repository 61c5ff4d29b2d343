import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Modequick1Inputs */

const en_photos_modequick1 = /** @type {(inputs: Photos_Modequick1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick`)
};

/**
* | output |
* | --- |
* | "Quick" |
*
* @param {Photos_Modequick1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_modequick1 = /** @type {((inputs?: Photos_Modequick1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Modequick1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_modequick1(inputs)
});
export { photos_modequick1 as "photos.modeQuick" }