import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ material: NonNullable<unknown> }} Outcomes_Recycledas1Inputs */

const en_outcomes_recycledas1 = /** @type {(inputs: Outcomes_Recycledas1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recycled as ${i?.material}`)
};

const fil_outcomes_recycledas1 = /** @type {(inputs: Outcomes_Recycledas1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Na-recycle bilang ${i?.material}`)
};

/**
* | output |
* | --- |
* | "Recycled as {material}" |
*
* @param {Outcomes_Recycledas1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_recycledas1 = /** @type {((inputs: Outcomes_Recycledas1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Recycledas1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_recycledas1(inputs)
	return en_outcomes_recycledas1(inputs)
});
export { outcomes_recycledas1 as "outcomes.recycledAs" }