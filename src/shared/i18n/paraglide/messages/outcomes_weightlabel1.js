import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Weightlabel1Inputs */

const en_outcomes_weightlabel1 = /** @type {(inputs: Outcomes_Weightlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weight (kg)`)
};

const fil_outcomes_weightlabel1 = /** @type {(inputs: Outcomes_Weightlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timbang (kg)`)
};

/**
* | output |
* | --- |
* | "Weight (kg)" |
*
* @param {Outcomes_Weightlabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_weightlabel1 = /** @type {((inputs?: Outcomes_Weightlabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Weightlabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_weightlabel1(inputs)
	return en_outcomes_weightlabel1(inputs)
});
export { outcomes_weightlabel1 as "outcomes.weightLabel" }