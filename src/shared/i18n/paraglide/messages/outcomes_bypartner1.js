import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Bypartner1Inputs */

const en_outcomes_bypartner1 = /** @type {(inputs: Outcomes_Bypartner1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By partner`)
};

const fil_outcomes_bypartner1 = /** @type {(inputs: Outcomes_Bypartner1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ayon sa partner`)
};

/**
* | output |
* | --- |
* | "By partner" |
*
* @param {Outcomes_Bypartner1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_bypartner1 = /** @type {((inputs?: Outcomes_Bypartner1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Bypartner1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_bypartner1(inputs)
	return en_outcomes_bypartner1(inputs)
});
export { outcomes_bypartner1 as "outcomes.byPartner" }