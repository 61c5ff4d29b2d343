import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trackingNumber: NonNullable<unknown> }} Outcomes_Receiptsubject1Inputs */

const en_outcomes_receiptsubject1 = /** @type {(inputs: Outcomes_Receiptsubject1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What became of your things (${i?.trackingNumber})`)
};

const fil_outcomes_receiptsubject1 = /** @type {(inputs: Outcomes_Receiptsubject1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saan napunta ang mga gamit mo (${i?.trackingNumber})`)
};

/**
* | output |
* | --- |
* | "What became of your things ({trackingNumber})" |
*
* @param {Outcomes_Receiptsubject1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_receiptsubject1 = /** @type {((inputs: Outcomes_Receiptsubject1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Receiptsubject1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_receiptsubject1(inputs)
	return en_outcomes_receiptsubject1(inputs)
});
export { outcomes_receiptsubject1 as "outcomes.receiptSubject" }