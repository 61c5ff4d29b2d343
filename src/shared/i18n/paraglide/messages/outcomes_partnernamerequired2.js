import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partnernamerequired2Inputs */

const en_outcomes_partnernamerequired2 = /** @type {(inputs: Outcomes_Partnernamerequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the partner’s name.`)
};

const fil_outcomes_partnernamerequired2 = /** @type {(inputs: Outcomes_Partnernamerequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilagay ang pangalan ng partner.`)
};

/**
* | output |
* | --- |
* | "Enter the partner’s name." |
*
* @param {Outcomes_Partnernamerequired2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partnernamerequired2 = /** @type {((inputs?: Outcomes_Partnernamerequired2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partnernamerequired2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partnernamerequired2(inputs)
	return en_outcomes_partnernamerequired2(inputs)
});
export { outcomes_partnernamerequired2 as "outcomes.partnerNameRequired" }