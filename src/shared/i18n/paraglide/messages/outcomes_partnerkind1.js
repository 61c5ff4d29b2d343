import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partnerkind1Inputs */

const en_outcomes_partnerkind1 = /** @type {(inputs: Outcomes_Partnerkind1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kind`)
};

const fil_outcomes_partnerkind1 = /** @type {(inputs: Outcomes_Partnerkind1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uri`)
};

/**
* | output |
* | --- |
* | "Kind" |
*
* @param {Outcomes_Partnerkind1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partnerkind1 = /** @type {((inputs?: Outcomes_Partnerkind1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partnerkind1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partnerkind1(inputs)
	return en_outcomes_partnerkind1(inputs)
});
export { outcomes_partnerkind1 as "outcomes.partnerKind" }