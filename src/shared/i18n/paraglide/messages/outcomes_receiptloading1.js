import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Receiptloading1Inputs */

const en_outcomes_receiptloading1 = /** @type {(inputs: Outcomes_Receiptloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the impact receipt`)
};

const fil_outcomes_receiptloading1 = /** @type {(inputs: Outcomes_Receiptloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nilo-load ang impact receipt`)
};

/**
* | output |
* | --- |
* | "Loading the impact receipt" |
*
* @param {Outcomes_Receiptloading1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_receiptloading1 = /** @type {((inputs?: Outcomes_Receiptloading1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Receiptloading1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_receiptloading1(inputs)
	return en_outcomes_receiptloading1(inputs)
});
export { outcomes_receiptloading1 as "outcomes.receiptLoading" }