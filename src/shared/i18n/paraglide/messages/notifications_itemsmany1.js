import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Notifications_Itemsmany1Inputs */

const en_notifications_itemsmany1 = /** @type {(inputs: Notifications_Itemsmany1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} items`)
};

/**
* | output |
* | --- |
* | "{count} items" |
*
* @param {Notifications_Itemsmany1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_itemsmany1 = /** @type {((inputs: Notifications_Itemsmany1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Itemsmany1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_itemsmany1(inputs)
});
export { notifications_itemsmany1 as "notifications.itemsMany" }