import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Outcomerecycled1Inputs */

const en_outcomes_outcomerecycled1 = /** @type {(inputs: Outcomes_Outcomerecycled1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recycled`)
};

const fil_outcomes_outcomerecycled1 = /** @type {(inputs: Outcomes_Outcomerecycled1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-recycle`)
};

/**
* | output |
* | --- |
* | "Recycled" |
*
* @param {Outcomes_Outcomerecycled1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_outcomerecycled1 = /** @type {((inputs?: Outcomes_Outcomerecycled1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Outcomerecycled1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_outcomerecycled1(inputs)
	return en_outcomes_outcomerecycled1(inputs)
});
export { outcomes_outcomerecycled1 as "outcomes.outcomeRecycled" }