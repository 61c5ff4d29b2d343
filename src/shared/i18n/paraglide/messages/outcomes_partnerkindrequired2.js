import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partnerkindrequired2Inputs */

const en_outcomes_partnerkindrequired2 = /** @type {(inputs: Outcomes_Partnerkindrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose what the partner does.`)
};

const fil_outcomes_partnerkindrequired2 = /** @type {(inputs: Outcomes_Partnerkindrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Piliin kung ano ang ginagawa ng partner.`)
};

/**
* | output |
* | --- |
* | "Choose what the partner does." |
*
* @param {Outcomes_Partnerkindrequired2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partnerkindrequired2 = /** @type {((inputs?: Outcomes_Partnerkindrequired2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partnerkindrequired2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partnerkindrequired2(inputs)
	return en_outcomes_partnerkindrequired2(inputs)
});
export { outcomes_partnerkindrequired2 as "outcomes.partnerKindRequired" }