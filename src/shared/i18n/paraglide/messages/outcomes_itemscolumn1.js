import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Itemscolumn1Inputs */

const en_outcomes_itemscolumn1 = /** @type {(inputs: Outcomes_Itemscolumn1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items`)
};

const fil_outcomes_itemscolumn1 = /** @type {(inputs: Outcomes_Itemscolumn1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gamit`)
};

/**
* | output |
* | --- |
* | "Items" |
*
* @param {Outcomes_Itemscolumn1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_itemscolumn1 = /** @type {((inputs?: Outcomes_Itemscolumn1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Itemscolumn1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_itemscolumn1(inputs)
	return en_outcomes_itemscolumn1(inputs)
});
export { outcomes_itemscolumn1 as "outcomes.itemsColumn" }