import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Rangeinvalid1Inputs */

const en_outcomes_rangeinvalid1 = /** @type {(inputs: Outcomes_Rangeinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a From date on or before the To date, at most 3 years apart.`)
};

const fil_outcomes_rangeinvalid1 = /** @type {(inputs: Outcomes_Rangeinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng petsang Mula na hindi lalampas sa Hanggang, at hindi hihigit sa 3 taon ang pagitan.`)
};

/**
* | output |
* | --- |
* | "Choose a From date on or before the To date, at most 3 years apart." |
*
* @param {Outcomes_Rangeinvalid1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_rangeinvalid1 = /** @type {((inputs?: Outcomes_Rangeinvalid1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Rangeinvalid1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_rangeinvalid1(inputs)
	return en_outcomes_rangeinvalid1(inputs)
});
export { outcomes_rangeinvalid1 as "outcomes.rangeInvalid" }