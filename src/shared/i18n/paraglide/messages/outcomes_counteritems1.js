import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Counteritems1Inputs */

const en_outcomes_counteritems1 = /** @type {(inputs: Outcomes_Counteritems1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`items rehomed`)
};

const fil_outcomes_counteritems1 = /** @type {(inputs: Outcomes_Counteritems1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gamit na may bagong tahanan`)
};

/**
* | output |
* | --- |
* | "items rehomed" |
*
* @param {Outcomes_Counteritems1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_counteritems1 = /** @type {((inputs?: Outcomes_Counteritems1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Counteritems1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_counteritems1(inputs)
	return en_outcomes_counteritems1(inputs)
});
export { outcomes_counteritems1 as "outcomes.counterItems" }