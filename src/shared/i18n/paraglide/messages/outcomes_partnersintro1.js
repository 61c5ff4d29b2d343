import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partnersintro1Inputs */

const en_outcomes_partnersintro1 = /** @type {(inputs: Outcomes_Partnersintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The charities, recyclers and resellers that receive the items we collect.`)
};

const fil_outcomes_partnersintro1 = /** @type {(inputs: Outcomes_Partnersintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang mga charity, recycler at reseller na tumatanggap ng mga gamit na kinukuha namin.`)
};

/**
* | output |
* | --- |
* | "The charities, recyclers and resellers that receive the items we collect." |
*
* @param {Outcomes_Partnersintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partnersintro1 = /** @type {((inputs?: Outcomes_Partnersintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partnersintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partnersintro1(inputs)
	return en_outcomes_partnersintro1(inputs)
});
export { outcomes_partnersintro1 as "outcomes.partnersIntro" }