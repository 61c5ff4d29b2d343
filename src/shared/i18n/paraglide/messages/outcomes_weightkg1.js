import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kg: NonNullable<unknown> }} Outcomes_Weightkg1Inputs */

const en_outcomes_weightkg1 = /** @type {(inputs: Outcomes_Weightkg1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kg} kg`)
};

const fil_outcomes_weightkg1 = /** @type {(inputs: Outcomes_Weightkg1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kg} kg`)
};

/**
* | output |
* | --- |
* | "{kg} kg" |
*
* @param {Outcomes_Weightkg1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_weightkg1 = /** @type {((inputs: Outcomes_Weightkg1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Weightkg1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_weightkg1(inputs)
	return en_outcomes_weightkg1(inputs)
});
export { outcomes_weightkg1 as "outcomes.weightKg" }