import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Adminrequired1Inputs */

const en_core_adminrequired1 = /** @type {(inputs: Core_Adminrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin access is required`)
};

const fil_core_adminrequired1 = /** @type {(inputs: Core_Adminrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kailangan ng admin access`)
};

/**
* | output |
* | --- |
* | "Admin access is required" |
*
* @param {Core_Adminrequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_adminrequired1 = /** @type {((inputs?: Core_Adminrequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Adminrequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_adminrequired1(inputs)
	return en_core_adminrequired1(inputs)
});
export { core_adminrequired1 as "core.adminRequired" }