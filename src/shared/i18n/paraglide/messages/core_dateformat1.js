import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Dateformat1Inputs */

const en_core_dateformat1 = /** @type {(inputs: Core_Dateformat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a date as YYYY-MM-DD`)
};

const fil_core_dateformat1 = /** @type {(inputs: Core_Dateformat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilagay ang petsa bilang YYYY-MM-DD`)
};

/**
* | output |
* | --- |
* | "Please enter a date as YYYY-MM-DD" |
*
* @param {Core_Dateformat1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_dateformat1 = /** @type {((inputs?: Core_Dateformat1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Dateformat1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_dateformat1(inputs)
	return en_core_dateformat1(inputs)
});
export { core_dateformat1 as "core.dateFormat" }