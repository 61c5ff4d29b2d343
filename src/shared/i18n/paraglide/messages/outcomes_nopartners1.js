import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Nopartners1Inputs */

const en_outcomes_nopartners1 = /** @type {(inputs: Outcomes_Nopartners1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No partners yet. Add the first one above.`)
};

const fil_outcomes_nopartners1 = /** @type {(inputs: Outcomes_Nopartners1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala pang partner. Idagdag ang una sa itaas.`)
};

/**
* | output |
* | --- |
* | "No partners yet. Add the first one above." |
*
* @param {Outcomes_Nopartners1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_nopartners1 = /** @type {((inputs?: Outcomes_Nopartners1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Nopartners1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_nopartners1(inputs)
	return en_outcomes_nopartners1(inputs)
});
export { outcomes_nopartners1 as "outcomes.noPartners" }