import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Operatortokenrequired2Inputs */

const en_core_operatortokenrequired2 = /** @type {(inputs: Core_Operatortokenrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This endpoint needs the operator token, or a request from this machine.`)
};

const fil_core_operatortokenrequired2 = /** @type {(inputs: Core_Operatortokenrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kailangan ng operator token, o ng request mula sa makinang ito, para sa endpoint na ito.`)
};

/**
* | output |
* | --- |
* | "This endpoint needs the operator token, or a request from this machine." |
*
* @param {Core_Operatortokenrequired2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_operatortokenrequired2 = /** @type {((inputs?: Core_Operatortokenrequired2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Operatortokenrequired2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_operatortokenrequired2(inputs)
	return en_core_operatortokenrequired2(inputs)
});
export { core_operatortokenrequired2 as "core.operatorTokenRequired" }