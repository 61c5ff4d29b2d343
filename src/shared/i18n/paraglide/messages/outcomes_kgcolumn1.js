import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Kgcolumn1Inputs */

const en_outcomes_kgcolumn1 = /** @type {(inputs: Outcomes_Kgcolumn1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kg`)
};

const fil_outcomes_kgcolumn1 = /** @type {(inputs: Outcomes_Kgcolumn1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kg`)
};

/**
* | output |
* | --- |
* | "kg" |
*
* @param {Outcomes_Kgcolumn1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_kgcolumn1 = /** @type {((inputs?: Outcomes_Kgcolumn1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Kgcolumn1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_kgcolumn1(inputs)
	return en_outcomes_kgcolumn1(inputs)
});
export { outcomes_kgcolumn1 as "outcomes.kgColumn" }