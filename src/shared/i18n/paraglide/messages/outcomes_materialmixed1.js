import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Materialmixed1Inputs */

const en_outcomes_materialmixed1 = /** @type {(inputs: Outcomes_Materialmixed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mixed`)
};

const fil_outcomes_materialmixed1 = /** @type {(inputs: Outcomes_Materialmixed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Halo-halo`)
};

/**
* | output |
* | --- |
* | "Mixed" |
*
* @param {Outcomes_Materialmixed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_materialmixed1 = /** @type {((inputs?: Outcomes_Materialmixed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Materialmixed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_materialmixed1(inputs)
	return en_outcomes_materialmixed1(inputs)
});
export { outcomes_materialmixed1 as "outcomes.materialMixed" }