import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partnersaved1Inputs */

const en_outcomes_partnersaved1 = /** @type {(inputs: Outcomes_Partnersaved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner saved.`)
};

const fil_outcomes_partnersaved1 = /** @type {(inputs: Outcomes_Partnersaved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-save ang partner.`)
};

/**
* | output |
* | --- |
* | "Partner saved." |
*
* @param {Outcomes_Partnersaved1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partnersaved1 = /** @type {((inputs?: Outcomes_Partnersaved1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partnersaved1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partnersaved1(inputs)
	return en_outcomes_partnersaved1(inputs)
});
export { outcomes_partnersaved1 as "outcomes.partnerSaved" }