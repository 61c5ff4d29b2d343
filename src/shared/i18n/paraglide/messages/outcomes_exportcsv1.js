import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Exportcsv1Inputs */

const en_outcomes_exportcsv1 = /** @type {(inputs: Outcomes_Exportcsv1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV`)
};

const fil_outcomes_exportcsv1 = /** @type {(inputs: Outcomes_Exportcsv1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-export ang CSV`)
};

/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Outcomes_Exportcsv1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_exportcsv1 = /** @type {((inputs?: Outcomes_Exportcsv1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Exportcsv1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_exportcsv1(inputs)
	return en_outcomes_exportcsv1(inputs)
});
export { outcomes_exportcsv1 as "outcomes.exportCsv" }