import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Itemhint1Inputs */

const en_photos_itemhint1 = /** @type {(inputs: Photos_Itemhint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a description and we suggest the item name; type the name yourself to keep it.`)
};

const fil_photos_itemhint1 = /** @type {(inputs: Photos_Itemhint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mag-type ng paglalarawan at magmumungkahi kami ng pangalan ng gamit; i-type mo mismo ang pangalan para iyon ang gamitin.`)
};

/**
* | output |
* | --- |
* | "Type a description and we suggest the item name; type the name yourself to keep it." |
*
* @param {Photos_Itemhint1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_itemhint1 = /** @type {((inputs?: Photos_Itemhint1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Itemhint1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_itemhint1(inputs)
	return en_photos_itemhint1(inputs)
});
export { photos_itemhint1 as "photos.itemHint" }