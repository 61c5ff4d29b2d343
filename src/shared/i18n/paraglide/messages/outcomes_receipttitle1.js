import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Receipttitle1Inputs */

const en_outcomes_receipttitle1 = /** @type {(inputs: Outcomes_Receipttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What became of your things`)
};

const fil_outcomes_receipttitle1 = /** @type {(inputs: Outcomes_Receipttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saan napunta ang mga gamit mo`)
};

/**
* | output |
* | --- |
* | "What became of your things" |
*
* @param {Outcomes_Receipttitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_receipttitle1 = /** @type {((inputs?: Outcomes_Receipttitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Receipttitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_receipttitle1(inputs)
	return en_outcomes_receipttitle1(inputs)
});
export { outcomes_receipttitle1 as "outcomes.receiptTitle" }