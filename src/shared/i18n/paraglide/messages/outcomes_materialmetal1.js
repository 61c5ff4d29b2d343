import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Materialmetal1Inputs */

const en_outcomes_materialmetal1 = /** @type {(inputs: Outcomes_Materialmetal1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metal`)
};

const fil_outcomes_materialmetal1 = /** @type {(inputs: Outcomes_Materialmetal1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metal`)
};

/**
* | output |
* | --- |
* | "Metal" |
*
* @param {Outcomes_Materialmetal1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_materialmetal1 = /** @type {((inputs?: Outcomes_Materialmetal1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Materialmetal1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_materialmetal1(inputs)
	return en_outcomes_materialmetal1(inputs)
});
export { outcomes_materialmetal1 as "outcomes.materialMetal" }