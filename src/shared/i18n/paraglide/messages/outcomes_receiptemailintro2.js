import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trackingNumber: NonNullable<unknown> }} Outcomes_Receiptemailintro2Inputs */

const en_outcomes_receiptemailintro2 = /** @type {(inputs: Outcomes_Receiptemailintro2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your pickup ${i?.trackingNumber} is complete. This is what became of each item:`)
};

const fil_outcomes_receiptemailintro2 = /** @type {(inputs: Outcomes_Receiptemailintro2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tapos na ang pickup mo na ${i?.trackingNumber}. Ito ang nangyari sa bawat gamit:`)
};

/**
* | output |
* | --- |
* | "Your pickup {trackingNumber} is complete. This is what became of each item:" |
*
* @param {Outcomes_Receiptemailintro2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_receiptemailintro2 = /** @type {((inputs: Outcomes_Receiptemailintro2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Receiptemailintro2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_receiptemailintro2(inputs)
	return en_outcomes_receiptemailintro2(inputs)
});
export { outcomes_receiptemailintro2 as "outcomes.receiptEmailIntro" }