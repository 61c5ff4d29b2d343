import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Outcomessaved1Inputs */

const en_outcomes_outcomessaved1 = /** @type {(inputs: Outcomes_Outcomessaved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outcomes saved.`)
};

const fil_outcomes_outcomessaved1 = /** @type {(inputs: Outcomes_Outcomessaved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-save ang kinahinatnan.`)
};

/**
* | output |
* | --- |
* | "Outcomes saved." |
*
* @param {Outcomes_Outcomessaved1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_outcomessaved1 = /** @type {((inputs?: Outcomes_Outcomessaved1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Outcomessaved1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_outcomessaved1(inputs)
	return en_outcomes_outcomessaved1(inputs)
});
export { outcomes_outcomessaved1 as "outcomes.outcomesSaved" }