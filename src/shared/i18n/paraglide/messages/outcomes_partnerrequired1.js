import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partnerrequired1Inputs */

const en_outcomes_partnerrequired1 = /** @type {(inputs: Outcomes_Partnerrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the partner who received this item.`)
};

const fil_outcomes_partnerrequired1 = /** @type {(inputs: Outcomes_Partnerrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Piliin ang partner na tumanggap ng gamit na ito.`)
};

/**
* | output |
* | --- |
* | "Choose the partner who received this item." |
*
* @param {Outcomes_Partnerrequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partnerrequired1 = /** @type {((inputs?: Outcomes_Partnerrequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partnerrequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partnerrequired1(inputs)
	return en_outcomes_partnerrequired1(inputs)
});
export { outcomes_partnerrequired1 as "outcomes.partnerRequired" }