import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partnerinactive1Inputs */

const en_outcomes_partnerinactive1 = /** @type {(inputs: Outcomes_Partnerinactive1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inactive`)
};

const fil_outcomes_partnerinactive1 = /** @type {(inputs: Outcomes_Partnerinactive1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi active`)
};

/**
* | output |
* | --- |
* | "Inactive" |
*
* @param {Outcomes_Partnerinactive1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partnerinactive1 = /** @type {((inputs?: Outcomes_Partnerinactive1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partnerinactive1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partnerinactive1(inputs)
	return en_outcomes_partnerinactive1(inputs)
});
export { outcomes_partnerinactive1 as "outcomes.partnerInactive" }