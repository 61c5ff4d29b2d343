import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ partner: NonNullable<unknown> }} Outcomes_Resoldthrough1Inputs */

const en_outcomes_resoldthrough1 = /** @type {(inputs: Outcomes_Resoldthrough1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resold through ${i?.partner}`)
};

const fil_outcomes_resoldthrough1 = /** @type {(inputs: Outcomes_Resoldthrough1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Naibenta ulit sa pamamagitan ng ${i?.partner}`)
};

/**
* | output |
* | --- |
* | "Resold through {partner}" |
*
* @param {Outcomes_Resoldthrough1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_resoldthrough1 = /** @type {((inputs: Outcomes_Resoldthrough1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Resoldthrough1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_resoldthrough1(inputs)
	return en_outcomes_resoldthrough1(inputs)
});
export { outcomes_resoldthrough1 as "outcomes.resoldThrough" }