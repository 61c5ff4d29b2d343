import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Bycity1Inputs */

const en_outcomes_bycity1 = /** @type {(inputs: Outcomes_Bycity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By city`)
};

const fil_outcomes_bycity1 = /** @type {(inputs: Outcomes_Bycity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ayon sa lungsod`)
};

/**
* | output |
* | --- |
* | "By city" |
*
* @param {Outcomes_Bycity1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_bycity1 = /** @type {((inputs?: Outcomes_Bycity1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Bycity1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_bycity1(inputs)
	return en_outcomes_bycity1(inputs)
});
export { outcomes_bycity1 as "outcomes.byCity" }