import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partnernotfound2Inputs */

const en_outcomes_partnernotfound2 = /** @type {(inputs: Outcomes_Partnernotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This partner was not found.`)
};

const fil_outcomes_partnernotfound2 = /** @type {(inputs: Outcomes_Partnernotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi nahanap ang partner na ito.`)
};

/**
* | output |
* | --- |
* | "This partner was not found." |
*
* @param {Outcomes_Partnernotfound2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partnernotfound2 = /** @type {((inputs?: Outcomes_Partnernotfound2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partnernotfound2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partnernotfound2(inputs)
	return en_outcomes_partnernotfound2(inputs)
});
export { outcomes_partnernotfound2 as "outcomes.partnerNotFound" }