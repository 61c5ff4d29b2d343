import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Materialglass1Inputs */

const en_outcomes_materialglass1 = /** @type {(inputs: Outcomes_Materialglass1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Glass`)
};

const fil_outcomes_materialglass1 = /** @type {(inputs: Outcomes_Materialglass1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salamin`)
};

/**
* | output |
* | --- |
* | "Glass" |
*
* @param {Outcomes_Materialglass1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_materialglass1 = /** @type {((inputs?: Outcomes_Materialglass1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Materialglass1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_materialglass1(inputs)
	return en_outcomes_materialglass1(inputs)
});
export { outcomes_materialglass1 as "outcomes.materialGlass" }