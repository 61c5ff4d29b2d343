import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partnercityrequired2Inputs */

const en_outcomes_partnercityrequired2 = /** @type {(inputs: Outcomes_Partnercityrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the cities we serve.`)
};

const fil_outcomes_partnercityrequired2 = /** @type {(inputs: Outcomes_Partnercityrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng isa sa mga lungsod na sineserbisyuhan namin.`)
};

/**
* | output |
* | --- |
* | "Choose one of the cities we serve." |
*
* @param {Outcomes_Partnercityrequired2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partnercityrequired2 = /** @type {((inputs?: Outcomes_Partnercityrequired2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partnercityrequired2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partnercityrequired2(inputs)
	return en_outcomes_partnercityrequired2(inputs)
});
export { outcomes_partnercityrequired2 as "outcomes.partnerCityRequired" }