import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Materialpaper1Inputs */

const en_outcomes_materialpaper1 = /** @type {(inputs: Outcomes_Materialpaper1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paper`)
};

const fil_outcomes_materialpaper1 = /** @type {(inputs: Outcomes_Materialpaper1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papel`)
};

/**
* | output |
* | --- |
* | "Paper" |
*
* @param {Outcomes_Materialpaper1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_materialpaper1 = /** @type {((inputs?: Outcomes_Materialpaper1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Materialpaper1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_materialpaper1(inputs)
	return en_outcomes_materialpaper1(inputs)
});
export { outcomes_materialpaper1 as "outcomes.materialPaper" }