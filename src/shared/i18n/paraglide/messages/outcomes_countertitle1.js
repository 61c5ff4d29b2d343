import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Countertitle1Inputs */

const en_outcomes_countertitle1 = /** @type {(inputs: Outcomes_Countertitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our impact so far`)
};

const fil_outcomes_countertitle1 = /** @type {(inputs: Outcomes_Countertitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang naging epekto namin`)
};

/**
* | output |
* | --- |
* | "Our impact so far" |
*
* @param {Outcomes_Countertitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_countertitle1 = /** @type {((inputs?: Outcomes_Countertitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Countertitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_countertitle1(inputs)
	return en_outcomes_countertitle1(inputs)
});
export { outcomes_countertitle1 as "outcomes.counterTitle" }