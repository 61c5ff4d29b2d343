import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Weightinvalid1Inputs */

const en_outcomes_weightinvalid1 = /** @type {(inputs: Outcomes_Weightinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a weight from 0 to 1000 kg.`)
};

const fil_outcomes_weightinvalid1 = /** @type {(inputs: Outcomes_Weightinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maglagay ng timbang mula 0 hanggang 1000 kg.`)
};

/**
* | output |
* | --- |
* | "Enter a weight from 0 to 1000 kg." |
*
* @param {Outcomes_Weightinvalid1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_weightinvalid1 = /** @type {((inputs?: Outcomes_Weightinvalid1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Weightinvalid1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_weightinvalid1(inputs)
	return en_outcomes_weightinvalid1(inputs)
});
export { outcomes_weightinvalid1 as "outcomes.weightInvalid" }