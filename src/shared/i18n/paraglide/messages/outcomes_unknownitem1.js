import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Unknownitem1Inputs */

const en_outcomes_unknownitem1 = /** @type {(inputs: Outcomes_Unknownitem1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An item is not part of this request.`)
};

const fil_outcomes_unknownitem1 = /** @type {(inputs: Outcomes_Unknownitem1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`May gamit na hindi kasama sa request na ito.`)
};

/**
* | output |
* | --- |
* | "An item is not part of this request." |
*
* @param {Outcomes_Unknownitem1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_unknownitem1 = /** @type {((inputs?: Outcomes_Unknownitem1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Unknownitem1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_unknownitem1(inputs)
	return en_outcomes_unknownitem1(inputs)
});
export { outcomes_unknownitem1 as "outcomes.unknownItem" }