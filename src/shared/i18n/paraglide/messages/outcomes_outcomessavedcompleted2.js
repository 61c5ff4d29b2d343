import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Outcomessavedcompleted2Inputs */

const en_outcomes_outcomessavedcompleted2 = /** @type {(inputs: Outcomes_Outcomessavedcompleted2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outcomes saved and the request is Completed.`)
};

const fil_outcomes_outcomessavedcompleted2 = /** @type {(inputs: Outcomes_Outcomessavedcompleted2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-save ang kinahinatnan at Completed na ang request.`)
};

/**
* | output |
* | --- |
* | "Outcomes saved and the request is Completed." |
*
* @param {Outcomes_Outcomessavedcompleted2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_outcomessavedcompleted2 = /** @type {((inputs?: Outcomes_Outcomessavedcompleted2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Outcomessavedcompleted2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_outcomessavedcompleted2(inputs)
	return en_outcomes_outcomessavedcompleted2(inputs)
});
export { outcomes_outcomessavedcompleted2 as "outcomes.outcomesSavedCompleted" }