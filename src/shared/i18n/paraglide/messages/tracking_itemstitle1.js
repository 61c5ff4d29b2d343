import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Itemstitle1Inputs */

const en_tracking_itemstitle1 = /** @type {(inputs: Tracking_Itemstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Decluttered Items`)
};

const fil_tracking_itemstitle1 = /** @type {(inputs: Tracking_Itemstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang Iyong mga Niligpit na Gamit`)
};

/**
* | output |
* | --- |
* | "Your Decluttered Items" |
*
* @param {Tracking_Itemstitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_itemstitle1 = /** @type {((inputs?: Tracking_Itemstitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Itemstitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_itemstitle1(inputs)
	return en_tracking_itemstitle1(inputs)
});
export { tracking_itemstitle1 as "tracking.itemsTitle" }