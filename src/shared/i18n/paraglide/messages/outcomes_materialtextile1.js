import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Materialtextile1Inputs */

const en_outcomes_materialtextile1 = /** @type {(inputs: Outcomes_Materialtextile1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Textile`)
};

const fil_outcomes_materialtextile1 = /** @type {(inputs: Outcomes_Materialtextile1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tela`)
};

/**
* | output |
* | --- |
* | "Textile" |
*
* @param {Outcomes_Materialtextile1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_materialtextile1 = /** @type {((inputs?: Outcomes_Materialtextile1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Materialtextile1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_materialtextile1(inputs)
	return en_outcomes_materialtextile1(inputs)
});
export { outcomes_materialtextile1 as "outcomes.materialTextile" }