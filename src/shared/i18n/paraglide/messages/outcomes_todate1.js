import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Todate1Inputs */

const en_outcomes_todate1 = /** @type {(inputs: Outcomes_Todate1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const fil_outcomes_todate1 = /** @type {(inputs: Outcomes_Todate1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hanggang`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Outcomes_Todate1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_todate1 = /** @type {((inputs?: Outcomes_Todate1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Todate1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_todate1(inputs)
	return en_outcomes_todate1(inputs)
});
export { outcomes_todate1 as "outcomes.toDate" }