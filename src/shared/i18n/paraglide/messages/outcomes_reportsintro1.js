import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Reportsintro1Inputs */

const en_outcomes_reportsintro1 = /** @type {(inputs: Outcomes_Reportsintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outcomes per month, by city and by partner. Months are counted by the day a request was completed.`)
};

const fil_outcomes_reportsintro1 = /** @type {(inputs: Outcomes_Reportsintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kinahinatnan kada buwan, ayon sa lungsod at partner. Binibilang ang buwan ayon sa araw na natapos ang request.`)
};

/**
* | output |
* | --- |
* | "Outcomes per month, by city and by partner. Months are counted by the day a request was completed." |
*
* @param {Outcomes_Reportsintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_reportsintro1 = /** @type {((inputs?: Outcomes_Reportsintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Reportsintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_reportsintro1(inputs)
	return en_outcomes_reportsintro1(inputs)
});
export { outcomes_reportsintro1 as "outcomes.reportsIntro" }