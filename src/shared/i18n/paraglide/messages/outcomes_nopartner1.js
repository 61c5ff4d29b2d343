import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Nopartner1Inputs */

const en_outcomes_nopartner1 = /** @type {(inputs: Outcomes_Nopartner1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No partner`)
};

const fil_outcomes_nopartner1 = /** @type {(inputs: Outcomes_Nopartner1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang partner`)
};

/**
* | output |
* | --- |
* | "No partner" |
*
* @param {Outcomes_Nopartner1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_nopartner1 = /** @type {((inputs?: Outcomes_Nopartner1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Nopartner1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_nopartner1(inputs)
	return en_outcomes_nopartner1(inputs)
});
export { outcomes_nopartner1 as "outcomes.noPartner" }