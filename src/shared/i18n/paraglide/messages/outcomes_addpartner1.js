import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Addpartner1Inputs */

const en_outcomes_addpartner1 = /** @type {(inputs: Outcomes_Addpartner1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add partner`)
};

const fil_outcomes_addpartner1 = /** @type {(inputs: Outcomes_Addpartner1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magdagdag ng partner`)
};

/**
* | output |
* | --- |
* | "Add partner" |
*
* @param {Outcomes_Addpartner1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_addpartner1 = /** @type {((inputs?: Outcomes_Addpartner1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Addpartner1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_addpartner1(inputs)
	return en_outcomes_addpartner1(inputs)
});
export { outcomes_addpartner1 as "outcomes.addPartner" }