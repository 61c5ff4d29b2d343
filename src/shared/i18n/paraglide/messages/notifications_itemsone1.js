import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Notifications_Itemsone1Inputs */

const en_notifications_itemsone1 = /** @type {(inputs: Notifications_Itemsone1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} item`)
};

/**
* | output |
* | --- |
* | "{count} item" |
*
* @param {Notifications_Itemsone1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_itemsone1 = /** @type {((inputs: Notifications_Itemsone1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Itemsone1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_itemsone1(inputs)
});
export { notifications_itemsone1 as "notifications.itemsOne" }