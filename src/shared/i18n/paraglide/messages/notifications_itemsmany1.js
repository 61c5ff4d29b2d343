import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Notifications_Itemsmany1Inputs */

const en_notifications_itemsmany1 = /** @type {(inputs: Notifications_Itemsmany1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} items`)
};

const fil_notifications_itemsmany1 = /** @type {(inputs: Notifications_Itemsmany1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} gamit`)
};

/**
* | output |
* | --- |
* | "{count} items" |
*
* @param {Notifications_Itemsmany1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_itemsmany1 = /** @type {((inputs: Notifications_Itemsmany1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Itemsmany1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_itemsmany1(inputs)
	return en_notifications_itemsmany1(inputs)
});
export { notifications_itemsmany1 as "notifications.itemsMany" }