import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Receiptintro1Inputs */

const en_outcomes_receiptintro1 = /** @type {(inputs: Outcomes_Receiptintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for decluttering with Ligpit. This is where each of your items went.`)
};

const fil_outcomes_receiptintro1 = /** @type {(inputs: Outcomes_Receiptintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salamat sa pag-declutter kasama ang Ligpit. Dito napunta ang bawat gamit mo.`)
};

/**
* | output |
* | --- |
* | "Thank you for decluttering with Ligpit. This is where each of your items went." |
*
* @param {Outcomes_Receiptintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_receiptintro1 = /** @type {((inputs?: Outcomes_Receiptintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Receiptintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_receiptintro1(inputs)
	return en_outcomes_receiptintro1(inputs)
});
export { outcomes_receiptintro1 as "outcomes.receiptIntro" }