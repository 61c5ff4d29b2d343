import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Itemsrecycled1Inputs */

const en_outcomes_itemsrecycled1 = /** @type {(inputs: Outcomes_Itemsrecycled1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items recycled`)
};

const fil_outcomes_itemsrecycled1 = /** @type {(inputs: Outcomes_Itemsrecycled1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gamit na na-recycle`)
};

/**
* | output |
* | --- |
* | "Items recycled" |
*
* @param {Outcomes_Itemsrecycled1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_itemsrecycled1 = /** @type {((inputs?: Outcomes_Itemsrecycled1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Itemsrecycled1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_itemsrecycled1(inputs)
	return en_outcomes_itemsrecycled1(inputs)
});
export { outcomes_itemsrecycled1 as "outcomes.itemsRecycled" }