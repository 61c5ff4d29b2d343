import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Openmenu1Inputs */

const en_core_openmenu1 = /** @type {(inputs: Core_Openmenu1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open menu`)
};

const fil_core_openmenu1 = /** @type {(inputs: Core_Openmenu1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buksan ang menu`)
};

/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Core_Openmenu1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_openmenu1 = /** @type {((inputs?: Core_Openmenu1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Openmenu1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_openmenu1(inputs)
	return en_core_openmenu1(inputs)
});
export { core_openmenu1 as "core.openMenu" }