import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partnernametoolong3Inputs */

const en_outcomes_partnernametoolong3 = /** @type {(inputs: Outcomes_Partnernametoolong3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The name can be at most 120 characters.`)
};

const fil_outcomes_partnernametoolong3 = /** @type {(inputs: Outcomes_Partnernametoolong3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hanggang 120 character lang ang pangalan.`)
};

/**
* | output |
* | --- |
* | "The name can be at most 120 characters." |
*
* @param {Outcomes_Partnernametoolong3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partnernametoolong3 = /** @type {((inputs?: Outcomes_Partnernametoolong3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partnernametoolong3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partnernametoolong3(inputs)
	return en_outcomes_partnernametoolong3(inputs)
});
export { outcomes_partnernametoolong3 as "outcomes.partnerNameTooLong" }