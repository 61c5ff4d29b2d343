import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ donated: NonNullable<unknown>, kg: NonNullable<unknown> }} Outcomes_Receipttotals1Inputs */

const en_outcomes_receipttotals1 = /** @type {(inputs: Outcomes_Receipttotals1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.donated} donated, ${i?.kg} kg kept out of landfill.`)
};

const fil_outcomes_receipttotals1 = /** @type {(inputs: Outcomes_Receipttotals1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.donated} na-donate, ${i?.kg} kg na hindi napunta sa tambakan.`)
};

/**
* | output |
* | --- |
* | "{donated} donated, {kg} kg kept out of landfill." |
*
* @param {Outcomes_Receipttotals1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_receipttotals1 = /** @type {((inputs: Outcomes_Receipttotals1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Receipttotals1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_receipttotals1(inputs)
	return en_outcomes_receipttotals1(inputs)
});
export { outcomes_receipttotals1 as "outcomes.receiptTotals" }