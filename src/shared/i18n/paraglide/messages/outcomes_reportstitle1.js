import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Reportstitle1Inputs */

const en_outcomes_reportstitle1 = /** @type {(inputs: Outcomes_Reportstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reports`)
};

const fil_outcomes_reportstitle1 = /** @type {(inputs: Outcomes_Reportstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga Report`)
};

/**
* | output |
* | --- |
* | "Reports" |
*
* @param {Outcomes_Reportstitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_reportstitle1 = /** @type {((inputs?: Outcomes_Reportstitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Reportstitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_reportstitle1(inputs)
	return en_outcomes_reportstitle1(inputs)
});
export { outcomes_reportstitle1 as "outcomes.reportsTitle" }