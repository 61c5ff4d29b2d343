import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Fromdate1Inputs */

const en_outcomes_fromdate1 = /** @type {(inputs: Outcomes_Fromdate1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const fil_outcomes_fromdate1 = /** @type {(inputs: Outcomes_Fromdate1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mula`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Outcomes_Fromdate1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_fromdate1 = /** @type {((inputs?: Outcomes_Fromdate1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Fromdate1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_fromdate1(inputs)
	return en_outcomes_fromdate1(inputs)
});
export { outcomes_fromdate1 as "outcomes.fromDate" }