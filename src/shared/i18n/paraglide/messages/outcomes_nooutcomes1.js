import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Nooutcomes1Inputs */

const en_outcomes_nooutcomes1 = /** @type {(inputs: Outcomes_Nooutcomes1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No outcomes were recorded in these dates.`)
};

const fil_outcomes_nooutcomes1 = /** @type {(inputs: Outcomes_Nooutcomes1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang na-record na kinahinatnan sa mga petsang ito.`)
};

/**
* | output |
* | --- |
* | "No outcomes were recorded in these dates." |
*
* @param {Outcomes_Nooutcomes1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_nooutcomes1 = /** @type {((inputs?: Outcomes_Nooutcomes1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Nooutcomes1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_nooutcomes1(inputs)
	return en_outcomes_nooutcomes1(inputs)
});
export { outcomes_nooutcomes1 as "outcomes.noOutcomes" }