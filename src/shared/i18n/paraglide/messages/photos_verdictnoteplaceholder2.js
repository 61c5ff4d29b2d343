import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Verdictnoteplaceholder2Inputs */

const en_photos_verdictnoteplaceholder2 = /** @type {(inputs: Photos_Verdictnoteplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note for this item (optional)`)
};

const fil_photos_verdictnoteplaceholder2 = /** @type {(inputs: Photos_Verdictnoteplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note para sa gamit na ito (optional)`)
};

/**
* | output |
* | --- |
* | "Note for this item (optional)" |
*
* @param {Photos_Verdictnoteplaceholder2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_verdictnoteplaceholder2 = /** @type {((inputs?: Photos_Verdictnoteplaceholder2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Verdictnoteplaceholder2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_verdictnoteplaceholder2(inputs)
	return en_photos_verdictnoteplaceholder2(inputs)
});
export { photos_verdictnoteplaceholder2 as "photos.verdictNotePlaceholder" }