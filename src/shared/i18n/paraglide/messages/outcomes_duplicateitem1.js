import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Duplicateitem1Inputs */

const en_outcomes_duplicateitem1 = /** @type {(inputs: Outcomes_Duplicateitem1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An item is listed twice.`)
};

const fil_outcomes_duplicateitem1 = /** @type {(inputs: Outcomes_Duplicateitem1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dalawang beses nakalista ang isang gamit.`)
};

/**
* | output |
* | --- |
* | "An item is listed twice." |
*
* @param {Outcomes_Duplicateitem1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_duplicateitem1 = /** @type {((inputs?: Outcomes_Duplicateitem1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Duplicateitem1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_duplicateitem1(inputs)
	return en_outcomes_duplicateitem1(inputs)
});
export { outcomes_duplicateitem1 as "outcomes.duplicateItem" }