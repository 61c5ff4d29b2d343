import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_AnalysingInputs */

const en_photos_analysing = /** @type {(inputs: Photos_AnalysingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recognising the item…`)
};

const fil_photos_analysing = /** @type {(inputs: Photos_AnalysingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kinikilala ang gamit…`)
};

/**
* | output |
* | --- |
* | "Recognising the item…" |
*
* @param {Photos_AnalysingInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_analysing = /** @type {((inputs?: Photos_AnalysingInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_AnalysingInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_analysing(inputs)
	return en_photos_analysing(inputs)
});
export { photos_analysing as "photos.analysing" }