import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Chartlabel1Inputs */

const en_outcomes_chartlabel1 = /** @type {(inputs: Outcomes_Chartlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items per month by outcome`)
};

const fil_outcomes_chartlabel1 = /** @type {(inputs: Outcomes_Chartlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gamit kada buwan ayon sa kinahinatnan`)
};

/**
* | output |
* | --- |
* | "Items per month by outcome" |
*
* @param {Outcomes_Chartlabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_chartlabel1 = /** @type {((inputs?: Outcomes_Chartlabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Chartlabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_chartlabel1(inputs)
	return en_outcomes_chartlabel1(inputs)
});
export { outcomes_chartlabel1 as "outcomes.chartLabel" }