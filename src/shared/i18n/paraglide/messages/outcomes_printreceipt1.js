import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Printreceipt1Inputs */

const en_outcomes_printreceipt1 = /** @type {(inputs: Outcomes_Printreceipt1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print`)
};

const fil_outcomes_printreceipt1 = /** @type {(inputs: Outcomes_Printreceipt1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-print`)
};

/**
* | output |
* | --- |
* | "Print" |
*
* @param {Outcomes_Printreceipt1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_printreceipt1 = /** @type {((inputs?: Outcomes_Printreceipt1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Printreceipt1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_printreceipt1(inputs)
	return en_outcomes_printreceipt1(inputs)
});
export { outcomes_printreceipt1 as "outcomes.printReceipt" }