import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partnerunavailable1Inputs */

const en_outcomes_partnerunavailable1 = /** @type {(inputs: Outcomes_Partnerunavailable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That partner is not active any more. Choose another one.`)
};

const fil_outcomes_partnerunavailable1 = /** @type {(inputs: Outcomes_Partnerunavailable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na active ang partner na iyan. Pumili ng iba.`)
};

/**
* | output |
* | --- |
* | "That partner is not active any more. Choose another one." |
*
* @param {Outcomes_Partnerunavailable1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partnerunavailable1 = /** @type {((inputs?: Outcomes_Partnerunavailable1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partnerunavailable1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partnerunavailable1(inputs)
	return en_outcomes_partnerunavailable1(inputs)
});
export { outcomes_partnerunavailable1 as "outcomes.partnerUnavailable" }