import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Materialwood1Inputs */

const en_outcomes_materialwood1 = /** @type {(inputs: Outcomes_Materialwood1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wood`)
};

const fil_outcomes_materialwood1 = /** @type {(inputs: Outcomes_Materialwood1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kahoy`)
};

/**
* | output |
* | --- |
* | "Wood" |
*
* @param {Outcomes_Materialwood1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_materialwood1 = /** @type {((inputs?: Outcomes_Materialwood1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Materialwood1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_materialwood1(inputs)
	return en_outcomes_materialwood1(inputs)
});
export { outcomes_materialwood1 as "outcomes.materialWood" }