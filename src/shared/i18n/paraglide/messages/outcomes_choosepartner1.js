import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Choosepartner1Inputs */

const en_outcomes_choosepartner1 = /** @type {(inputs: Outcomes_Choosepartner1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a partner`)
};

const fil_outcomes_choosepartner1 = /** @type {(inputs: Outcomes_Choosepartner1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng partner`)
};

/**
* | output |
* | --- |
* | "Choose a partner" |
*
* @param {Outcomes_Choosepartner1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_choosepartner1 = /** @type {((inputs?: Outcomes_Choosepartner1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Choosepartner1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_choosepartner1(inputs)
	return en_outcomes_choosepartner1(inputs)
});
export { outcomes_choosepartner1 as "outcomes.choosePartner" }