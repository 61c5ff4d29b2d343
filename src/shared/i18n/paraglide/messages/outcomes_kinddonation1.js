import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Kinddonation1Inputs */

const en_outcomes_kinddonation1 = /** @type {(inputs: Outcomes_Kinddonation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donation`)
};

const fil_outcomes_kinddonation1 = /** @type {(inputs: Outcomes_Kinddonation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donasyon`)
};

/**
* | output |
* | --- |
* | "Donation" |
*
* @param {Outcomes_Kinddonation1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_kinddonation1 = /** @type {((inputs?: Outcomes_Kinddonation1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Kinddonation1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_kinddonation1(inputs)
	return en_outcomes_kinddonation1(inputs)
});
export { outcomes_kinddonation1 as "outcomes.kindDonation" }