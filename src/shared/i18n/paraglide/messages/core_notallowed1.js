import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Notallowed1Inputs */

const en_core_notallowed1 = /** @type {(inputs: Core_Notallowed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not allowed to do this.`)
};

const fil_core_notallowed1 = /** @type {(inputs: Core_Notallowed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi ka pinapayagang gawin ito.`)
};

/**
* | output |
* | --- |
* | "You are not allowed to do this." |
*
* @param {Core_Notallowed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_notallowed1 = /** @type {((inputs?: Core_Notallowed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Notallowed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_notallowed1(inputs)
	return en_core_notallowed1(inputs)
});
export { core_notallowed1 as "core.notAllowed" }