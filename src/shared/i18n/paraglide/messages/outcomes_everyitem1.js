import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Everyitem1Inputs */

const en_outcomes_everyitem1 = /** @type {(inputs: Outcomes_Everyitem1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give every item of the request an outcome.`)
};

const fil_outcomes_everyitem1 = /** @type {(inputs: Outcomes_Everyitem1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bigyan ng kinahinatnan ang bawat gamit sa request.`)
};

/**
* | output |
* | --- |
* | "Give every item of the request an outcome." |
*
* @param {Outcomes_Everyitem1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_everyitem1 = /** @type {((inputs?: Outcomes_Everyitem1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Everyitem1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_everyitem1(inputs)
	return en_outcomes_everyitem1(inputs)
});
export { outcomes_everyitem1 as "outcomes.everyItem" }