import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partnerremoved1Inputs */

const en_outcomes_partnerremoved1 = /** @type {(inputs: Outcomes_Partnerremoved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner removed.`)
};

const fil_outcomes_partnerremoved1 = /** @type {(inputs: Outcomes_Partnerremoved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Natanggal ang partner.`)
};

/**
* | output |
* | --- |
* | "Partner removed." |
*
* @param {Outcomes_Partnerremoved1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partnerremoved1 = /** @type {((inputs?: Outcomes_Partnerremoved1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partnerremoved1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partnerremoved1(inputs)
	return en_outcomes_partnerremoved1(inputs)
});
export { outcomes_partnerremoved1 as "outcomes.partnerRemoved" }