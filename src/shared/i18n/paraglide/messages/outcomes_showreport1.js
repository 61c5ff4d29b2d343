import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Showreport1Inputs */

const en_outcomes_showreport1 = /** @type {(inputs: Outcomes_Showreport1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show report`)
};

const fil_outcomes_showreport1 = /** @type {(inputs: Outcomes_Showreport1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ipakita ang report`)
};

/**
* | output |
* | --- |
* | "Show report" |
*
* @param {Outcomes_Showreport1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_showreport1 = /** @type {((inputs?: Outcomes_Showreport1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Showreport1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_showreport1(inputs)
	return en_outcomes_showreport1(inputs)
});
export { outcomes_showreport1 as "outcomes.showReport" }