import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partnerstitle1Inputs */

const en_outcomes_partnerstitle1 = /** @type {(inputs: Outcomes_Partnerstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partners`)
};

const fil_outcomes_partnerstitle1 = /** @type {(inputs: Outcomes_Partnerstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga Partner`)
};

/**
* | output |
* | --- |
* | "Partners" |
*
* @param {Outcomes_Partnerstitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partnerstitle1 = /** @type {((inputs?: Outcomes_Partnerstitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partnerstitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partnerstitle1(inputs)
	return en_outcomes_partnerstitle1(inputs)
});
export { outcomes_partnerstitle1 as "outcomes.partnersTitle" }