import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partneradded1Inputs */

const en_outcomes_partneradded1 = /** @type {(inputs: Outcomes_Partneradded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner added.`)
};

const fil_outcomes_partneradded1 = /** @type {(inputs: Outcomes_Partneradded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naidagdag ang partner.`)
};

/**
* | output |
* | --- |
* | "Partner added." |
*
* @param {Outcomes_Partneradded1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partneradded1 = /** @type {((inputs?: Outcomes_Partneradded1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partneradded1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partneradded1(inputs)
	return en_outcomes_partneradded1(inputs)
});
export { outcomes_partneradded1 as "outcomes.partnerAdded" }