import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partnername1Inputs */

const en_outcomes_partnername1 = /** @type {(inputs: Outcomes_Partnername1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const fil_outcomes_partnername1 = /** @type {(inputs: Outcomes_Partnername1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pangalan`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Outcomes_Partnername1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partnername1 = /** @type {((inputs?: Outcomes_Partnername1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partnername1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partnername1(inputs)
	return en_outcomes_partnername1(inputs)
});
export { outcomes_partnername1 as "outcomes.partnerName" }