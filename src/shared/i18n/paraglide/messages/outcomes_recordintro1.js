import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Recordintro1Inputs */

const en_outcomes_recordintro1 = /** @type {(inputs: Outcomes_Recordintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What became of each item, with its estimated weight in kilograms.`)
};

const fil_outcomes_recordintro1 = /** @type {(inputs: Outcomes_Recordintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saan napunta ang bawat gamit, kasama ang tantyang timbang sa kilo.`)
};

/**
* | output |
* | --- |
* | "What became of each item, with its estimated weight in kilograms." |
*
* @param {Outcomes_Recordintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_recordintro1 = /** @type {((inputs?: Outcomes_Recordintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Recordintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_recordintro1(inputs)
	return en_outcomes_recordintro1(inputs)
});
export { outcomes_recordintro1 as "outcomes.recordIntro" }