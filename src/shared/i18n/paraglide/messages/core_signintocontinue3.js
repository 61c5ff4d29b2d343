import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Signintocontinue3Inputs */

const en_core_signintocontinue3 = /** @type {(inputs: Core_Signintocontinue3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to continue.`)
};

const fil_core_signintocontinue3 = /** @type {(inputs: Core_Signintocontinue3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mag-sign in para magpatuloy.`)
};

/**
* | output |
* | --- |
* | "Please sign in to continue." |
*
* @param {Core_Signintocontinue3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_signintocontinue3 = /** @type {((inputs?: Core_Signintocontinue3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Signintocontinue3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_signintocontinue3(inputs)
	return en_core_signintocontinue3(inputs)
});
export { core_signintocontinue3 as "core.signInToContinue" }