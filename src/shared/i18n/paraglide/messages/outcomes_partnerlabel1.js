import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partnerlabel1Inputs */

const en_outcomes_partnerlabel1 = /** @type {(inputs: Outcomes_Partnerlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner`)
};

const fil_outcomes_partnerlabel1 = /** @type {(inputs: Outcomes_Partnerlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner`)
};

/**
* | output |
* | --- |
* | "Partner" |
*
* @param {Outcomes_Partnerlabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partnerlabel1 = /** @type {((inputs?: Outcomes_Partnerlabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partnerlabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partnerlabel1(inputs)
	return en_outcomes_partnerlabel1(inputs)
});
export { outcomes_partnerlabel1 as "outcomes.partnerLabel" }