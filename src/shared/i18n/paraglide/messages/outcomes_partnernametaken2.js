import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partnernametaken2Inputs */

const en_outcomes_partnernametaken2 = /** @type {(inputs: Outcomes_Partnernametaken2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A partner with this name already exists.`)
};

const fil_outcomes_partnernametaken2 = /** @type {(inputs: Outcomes_Partnernametaken2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`May partner na sa pangalang ito.`)
};

/**
* | output |
* | --- |
* | "A partner with this name already exists." |
*
* @param {Outcomes_Partnernametaken2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partnernametaken2 = /** @type {((inputs?: Outcomes_Partnernametaken2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partnernametaken2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partnernametaken2(inputs)
	return en_outcomes_partnernametaken2(inputs)
});
export { outcomes_partnernametaken2 as "outcomes.partnerNameTaken" }