import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_AnalysingInputs */

const en_photos_analysing = /** @type {(inputs: Photos_AnalysingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recognising the item…`)
};

/**
* | output |
* | --- |
* | "Recognising the item…" |
*
* @param {Photos_AnalysingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_analysing = /** @type {((inputs?: Photos_AnalysingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_AnalysingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_analysing(inputs)
});
export { photos_analysing as "photos.analysing" }