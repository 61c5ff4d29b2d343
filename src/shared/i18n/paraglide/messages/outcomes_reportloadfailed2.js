import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Reportloadfailed2Inputs */

const en_outcomes_reportloadfailed2 = /** @type {(inputs: Outcomes_Reportloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the report. Please try again.`)
};

const fil_outcomes_reportloadfailed2 = /** @type {(inputs: Outcomes_Reportloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi ma-load ang report. Pakisubukan ulit.`)
};

/**
* | output |
* | --- |
* | "Could not load the report. Please try again." |
*
* @param {Outcomes_Reportloadfailed2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_reportloadfailed2 = /** @type {((inputs?: Outcomes_Reportloadfailed2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Reportloadfailed2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_reportloadfailed2(inputs)
	return en_outcomes_reportloadfailed2(inputs)
});
export { outcomes_reportloadfailed2 as "outcomes.reportLoadFailed" }