import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ partner: NonNullable<unknown> }} Outcomes_Donatedto1Inputs */

const en_outcomes_donatedto1 = /** @type {(inputs: Outcomes_Donatedto1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Donated to ${i?.partner}`)
};

const fil_outcomes_donatedto1 = /** @type {(inputs: Outcomes_Donatedto1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Na-donate sa ${i?.partner}`)
};

/**
* | output |
* | --- |
* | "Donated to {partner}" |
*
* @param {Outcomes_Donatedto1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_donatedto1 = /** @type {((inputs: Outcomes_Donatedto1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Donatedto1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_donatedto1(inputs)
	return en_outcomes_donatedto1(inputs)
});
export { outcomes_donatedto1 as "outcomes.donatedTo" }