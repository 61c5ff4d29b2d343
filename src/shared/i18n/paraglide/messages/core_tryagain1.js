import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Tryagain1Inputs */

const en_core_tryagain1 = /** @type {(inputs: Core_Tryagain1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

const fil_core_tryagain1 = /** @type {(inputs: Core_Tryagain1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subukan ulit`)
};

/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Core_Tryagain1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_tryagain1 = /** @type {((inputs?: Core_Tryagain1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Tryagain1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_tryagain1(inputs)
	return en_core_tryagain1(inputs)
});
export { core_tryagain1 as "core.tryAgain" }