import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Dateoutofrange3Inputs */

const en_core_dateoutofrange3 = /** @type {(inputs: Core_Dateoutofrange3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a date between 2000 and 2100`)
};

const fil_core_dateoutofrange3 = /** @type {(inputs: Core_Dateoutofrange3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng petsa mula 2000 hanggang 2100`)
};

/**
* | output |
* | --- |
* | "Please choose a date between 2000 and 2100" |
*
* @param {Core_Dateoutofrange3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_dateoutofrange3 = /** @type {((inputs?: Core_Dateoutofrange3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Dateoutofrange3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_dateoutofrange3(inputs)
	return en_core_dateoutofrange3(inputs)
});
export { core_dateoutofrange3 as "core.dateOutOfRange" }