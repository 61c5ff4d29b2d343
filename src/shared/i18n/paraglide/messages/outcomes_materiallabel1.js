import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Materiallabel1Inputs */

const en_outcomes_materiallabel1 = /** @type {(inputs: Outcomes_Materiallabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Material`)
};

const fil_outcomes_materiallabel1 = /** @type {(inputs: Outcomes_Materiallabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Materyal`)
};

/**
* | output |
* | --- |
* | "Material" |
*
* @param {Outcomes_Materiallabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_materiallabel1 = /** @type {((inputs?: Outcomes_Materiallabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Materiallabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_materiallabel1(inputs)
	return en_outcomes_materiallabel1(inputs)
});
export { outcomes_materiallabel1 as "outcomes.materialLabel" }