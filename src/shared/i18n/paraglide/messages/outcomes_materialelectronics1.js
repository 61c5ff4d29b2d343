import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Materialelectronics1Inputs */

const en_outcomes_materialelectronics1 = /** @type {(inputs: Outcomes_Materialelectronics1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Electronics`)
};

const fil_outcomes_materialelectronics1 = /** @type {(inputs: Outcomes_Materialelectronics1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Electronics`)
};

/**
* | output |
* | --- |
* | "Electronics" |
*
* @param {Outcomes_Materialelectronics1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_materialelectronics1 = /** @type {((inputs?: Outcomes_Materialelectronics1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Materialelectronics1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_materialelectronics1(inputs)
	return en_outcomes_materialelectronics1(inputs)
});
export { outcomes_materialelectronics1 as "outcomes.materialElectronics" }