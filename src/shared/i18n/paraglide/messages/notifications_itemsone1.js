import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Notifications_Itemsone1Inputs */

const en_notifications_itemsone1 = /** @type {(inputs: Notifications_Itemsone1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} item`)
};

const fil_notifications_itemsone1 = /** @type {(inputs: Notifications_Itemsone1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} gamit`)
};

/**
* | output |
* | --- |
* | "{count} item" |
*
* @param {Notifications_Itemsone1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_itemsone1 = /** @type {((inputs: Notifications_Itemsone1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Itemsone1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_itemsone1(inputs)
	return en_notifications_itemsone1(inputs)
});
export { notifications_itemsone1 as "notifications.itemsOne" }