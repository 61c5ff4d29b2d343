import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Outcomedonated1Inputs */

const en_outcomes_outcomedonated1 = /** @type {(inputs: Outcomes_Outcomedonated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donated`)
};

const fil_outcomes_outcomedonated1 = /** @type {(inputs: Outcomes_Outcomedonated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-donate`)
};

/**
* | output |
* | --- |
* | "Donated" |
*
* @param {Outcomes_Outcomedonated1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_outcomedonated1 = /** @type {((inputs?: Outcomes_Outcomedonated1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Outcomedonated1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_outcomedonated1(inputs)
	return en_outcomes_outcomedonated1(inputs)
});
export { outcomes_outcomedonated1 as "outcomes.outcomeDonated" }