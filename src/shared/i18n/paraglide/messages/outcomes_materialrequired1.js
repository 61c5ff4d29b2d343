import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Materialrequired1Inputs */

const en_outcomes_materialrequired1 = /** @type {(inputs: Outcomes_Materialrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the material it was recycled as.`)
};

const fil_outcomes_materialrequired1 = /** @type {(inputs: Outcomes_Materialrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Piliin ang materyal kung saan ito na-recycle.`)
};

/**
* | output |
* | --- |
* | "Choose the material it was recycled as." |
*
* @param {Outcomes_Materialrequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_materialrequired1 = /** @type {((inputs?: Outcomes_Materialrequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Materialrequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_materialrequired1(inputs)
	return en_outcomes_materialrequired1(inputs)
});
export { outcomes_materialrequired1 as "outcomes.materialRequired" }