import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Saveoutcomes1Inputs */

const en_outcomes_saveoutcomes1 = /** @type {(inputs: Outcomes_Saveoutcomes1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save outcomes`)
};

const fil_outcomes_saveoutcomes1 = /** @type {(inputs: Outcomes_Saveoutcomes1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-save ang kinahinatnan`)
};

/**
* | output |
* | --- |
* | "Save outcomes" |
*
* @param {Outcomes_Saveoutcomes1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_saveoutcomes1 = /** @type {((inputs?: Outcomes_Saveoutcomes1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Saveoutcomes1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_saveoutcomes1(inputs)
	return en_outcomes_saveoutcomes1(inputs)
});
export { outcomes_saveoutcomes1 as "outcomes.saveOutcomes" }