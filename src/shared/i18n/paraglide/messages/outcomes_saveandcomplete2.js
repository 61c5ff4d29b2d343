import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Saveandcomplete2Inputs */

const en_outcomes_saveandcomplete2 = /** @type {(inputs: Outcomes_Saveandcomplete2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save and mark Completed`)
};

const fil_outcomes_saveandcomplete2 = /** @type {(inputs: Outcomes_Saveandcomplete2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-save at gawing Completed`)
};

/**
* | output |
* | --- |
* | "Save and mark Completed" |
*
* @param {Outcomes_Saveandcomplete2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_saveandcomplete2 = /** @type {((inputs?: Outcomes_Saveandcomplete2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Saveandcomplete2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_saveandcomplete2(inputs)
	return en_outcomes_saveandcomplete2(inputs)
});
export { outcomes_saveandcomplete2 as "outcomes.saveAndComplete" }