import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Removepartner1Inputs */

const en_outcomes_removepartner1 = /** @type {(inputs: Outcomes_Removepartner1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const fil_outcomes_removepartner1 = /** @type {(inputs: Outcomes_Removepartner1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanggalin`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Outcomes_Removepartner1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_removepartner1 = /** @type {((inputs?: Outcomes_Removepartner1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Removepartner1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_removepartner1(inputs)
	return en_outcomes_removepartner1(inputs)
});
export { outcomes_removepartner1 as "outcomes.removePartner" }