import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partnercity1Inputs */

const en_outcomes_partnercity1 = /** @type {(inputs: Outcomes_Partnercity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

const fil_outcomes_partnercity1 = /** @type {(inputs: Outcomes_Partnercity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lungsod`)
};

/**
* | output |
* | --- |
* | "City" |
*
* @param {Outcomes_Partnercity1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partnercity1 = /** @type {((inputs?: Outcomes_Partnercity1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partnercity1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partnercity1(inputs)
	return en_outcomes_partnercity1(inputs)
});
export { outcomes_partnercity1 as "outcomes.partnerCity" }