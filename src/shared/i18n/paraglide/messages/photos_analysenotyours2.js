import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Analysenotyours2Inputs */

const en_photos_analysenotyours2 = /** @type {(inputs: Photos_Analysenotyours2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can only analyse photos of your own requests`)
};

const fil_photos_analysenotyours2 = /** @type {(inputs: Photos_Analysenotyours2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga litrato lang ng sarili mong request ang puwede mong ipasuri`)
};

/**
* | output |
* | --- |
* | "You can only analyse photos of your own requests" |
*
* @param {Photos_Analysenotyours2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_analysenotyours2 = /** @type {((inputs?: Photos_Analysenotyours2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Analysenotyours2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_analysenotyours2(inputs)
	return en_photos_analysenotyours2(inputs)
});
export { photos_analysenotyours2 as "photos.analyseNotYours" }