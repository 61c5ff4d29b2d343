import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Counterkg1Inputs */

const en_outcomes_counterkg1 = /** @type {(inputs: Outcomes_Counterkg1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kg kept out of landfill`)
};

const fil_outcomes_counterkg1 = /** @type {(inputs: Outcomes_Counterkg1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kg na hindi napunta sa tambakan`)
};

/**
* | output |
* | --- |
* | "kg kept out of landfill" |
*
* @param {Outcomes_Counterkg1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_counterkg1 = /** @type {((inputs?: Outcomes_Counterkg1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Counterkg1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_counterkg1(inputs)
	return en_outcomes_counterkg1(inputs)
});
export { outcomes_counterkg1 as "outcomes.counterKg" }