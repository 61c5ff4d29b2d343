import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partneractive1Inputs */

const en_outcomes_partneractive1 = /** @type {(inputs: Outcomes_Partneractive1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

const fil_outcomes_partneractive1 = /** @type {(inputs: Outcomes_Partneractive1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

/**
* | output |
* | --- |
* | "Active" |
*
* @param {Outcomes_Partneractive1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partneractive1 = /** @type {((inputs?: Outcomes_Partneractive1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partneractive1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partneractive1(inputs)
	return en_outcomes_partneractive1(inputs)
});
export { outcomes_partneractive1 as "outcomes.partnerActive" }