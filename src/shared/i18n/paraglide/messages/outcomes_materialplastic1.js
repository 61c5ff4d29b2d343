import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Materialplastic1Inputs */

const en_outcomes_materialplastic1 = /** @type {(inputs: Outcomes_Materialplastic1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plastic`)
};

const fil_outcomes_materialplastic1 = /** @type {(inputs: Outcomes_Materialplastic1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plastik`)
};

/**
* | output |
* | --- |
* | "Plastic" |
*
* @param {Outcomes_Materialplastic1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_materialplastic1 = /** @type {((inputs?: Outcomes_Materialplastic1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Materialplastic1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_materialplastic1(inputs)
	return en_outcomes_materialplastic1(inputs)
});
export { outcomes_materialplastic1 as "outcomes.materialPlastic" }