import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Sharenote1Inputs */

const en_outcomes_sharenote1 = /** @type {(inputs: Outcomes_Sharenote1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The share link shows your items and totals only, never your name, address or contact details.`)
};

const fil_outcomes_sharenote1 = /** @type {(inputs: Outcomes_Sharenote1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga gamit at kabuuan lang ang makikita sa share link, hindi ang pangalan, address o contact details mo.`)
};

/**
* | output |
* | --- |
* | "The share link shows your items and totals only, never your name, address or contact details." |
*
* @param {Outcomes_Sharenote1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_sharenote1 = /** @type {((inputs?: Outcomes_Sharenote1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Sharenote1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_sharenote1(inputs)
	return en_outcomes_sharenote1(inputs)
});
export { outcomes_sharenote1 as "outcomes.shareNote" }