import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Kindresale1Inputs */

const en_outcomes_kindresale1 = /** @type {(inputs: Outcomes_Kindresale1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resale`)
};

const fil_outcomes_kindresale1 = /** @type {(inputs: Outcomes_Kindresale1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resale`)
};

/**
* | output |
* | --- |
* | "Resale" |
*
* @param {Outcomes_Kindresale1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_kindresale1 = /** @type {((inputs?: Outcomes_Kindresale1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Kindresale1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_kindresale1(inputs)
	return en_outcomes_kindresale1(inputs)
});
export { outcomes_kindresale1 as "outcomes.kindResale" }