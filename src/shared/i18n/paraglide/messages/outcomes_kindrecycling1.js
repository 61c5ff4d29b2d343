import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Kindrecycling1Inputs */

const en_outcomes_kindrecycling1 = /** @type {(inputs: Outcomes_Kindrecycling1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recycling`)
};

const fil_outcomes_kindrecycling1 = /** @type {(inputs: Outcomes_Kindrecycling1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recycling`)
};

/**
* | output |
* | --- |
* | "Recycling" |
*
* @param {Outcomes_Kindrecycling1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_kindrecycling1 = /** @type {((inputs?: Outcomes_Kindrecycling1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Kindrecycling1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_kindrecycling1(inputs)
	return en_outcomes_kindrecycling1(inputs)
});
export { outcomes_kindrecycling1 as "outcomes.kindRecycling" }