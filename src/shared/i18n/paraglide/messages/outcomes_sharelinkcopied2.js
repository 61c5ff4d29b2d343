import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Sharelinkcopied2Inputs */

const en_outcomes_sharelinkcopied2 = /** @type {(inputs: Outcomes_Sharelinkcopied2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share link copied. It shows no names or contact details.`)
};

const fil_outcomes_sharelinkcopied2 = /** @type {(inputs: Outcomes_Sharelinkcopied2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nakopya ang share link. Walang pangalan o contact details dito.`)
};

/**
* | output |
* | --- |
* | "Share link copied. It shows no names or contact details." |
*
* @param {Outcomes_Sharelinkcopied2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_sharelinkcopied2 = /** @type {((inputs?: Outcomes_Sharelinkcopied2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Sharelinkcopied2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_sharelinkcopied2(inputs)
	return en_outcomes_sharelinkcopied2(inputs)
});
export { outcomes_sharelinkcopied2 as "outcomes.shareLinkCopied" }