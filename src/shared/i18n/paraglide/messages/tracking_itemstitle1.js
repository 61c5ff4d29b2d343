import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Itemstitle1Inputs */

const en_tracking_itemstitle1 = /** @type {(inputs: Tracking_Itemstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Decluttered Items`)
};

/**
* | output |
* | --- |
* | "Your Decluttered Items" |
*
* @param {Tracking_Itemstitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_itemstitle1 = /** @type {((inputs?: Tracking_Itemstitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Itemstitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_itemstitle1(inputs)
});
export { tracking_itemstitle1 as "tracking.itemsTitle" }