import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Defaultsnote1Inputs */

const en_outcomes_defaultsnote1 = /** @type {(inputs: Outcomes_Defaultsnote1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filled in from the review verdicts. Check each item before saving.`)
};

const fil_outcomes_defaultsnote1 = /** @type {(inputs: Outcomes_Defaultsnote1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galing ito sa mga verdict sa review. Tingnan ang bawat gamit bago i-save.`)
};

/**
* | output |
* | --- |
* | "Filled in from the review verdicts. Check each item before saving." |
*
* @param {Outcomes_Defaultsnote1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_defaultsnote1 = /** @type {((inputs?: Outcomes_Defaultsnote1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Defaultsnote1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_defaultsnote1(inputs)
	return en_outcomes_defaultsnote1(inputs)
});
export { outcomes_defaultsnote1 as "outcomes.defaultsNote" }