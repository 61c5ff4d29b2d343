import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Itemsdonated1Inputs */

const en_outcomes_itemsdonated1 = /** @type {(inputs: Outcomes_Itemsdonated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items donated`)
};

const fil_outcomes_itemsdonated1 = /** @type {(inputs: Outcomes_Itemsdonated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gamit na na-donate`)
};

/**
* | output |
* | --- |
* | "Items donated" |
*
* @param {Outcomes_Itemsdonated1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_itemsdonated1 = /** @type {((inputs?: Outcomes_Itemsdonated1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Itemsdonated1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_itemsdonated1(inputs)
	return en_outcomes_itemsdonated1(inputs)
});
export { outcomes_itemsdonated1 as "outcomes.itemsDonated" }