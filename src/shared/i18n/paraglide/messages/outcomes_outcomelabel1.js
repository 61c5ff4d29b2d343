import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Outcomelabel1Inputs */

const en_outcomes_outcomelabel1 = /** @type {(inputs: Outcomes_Outcomelabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outcome`)
};

const fil_outcomes_outcomelabel1 = /** @type {(inputs: Outcomes_Outcomelabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kinahinatnan`)
};

/**
* | output |
* | --- |
* | "Outcome" |
*
* @param {Outcomes_Outcomelabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_outcomelabel1 = /** @type {((inputs?: Outcomes_Outcomelabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Outcomelabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_outcomelabel1(inputs)
	return en_outcomes_outcomelabel1(inputs)
});
export { outcomes_outcomelabel1 as "outcomes.outcomeLabel" }