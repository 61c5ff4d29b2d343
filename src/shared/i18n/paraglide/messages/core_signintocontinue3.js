import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Signintocontinue3Inputs */

const en_core_signintocontinue3 = /** @type {(inputs: Core_Signintocontinue3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to continue.`)
};

/**
* | output |
* | --- |
* | "Please sign in to continue." |
*
* @param {Core_Signintocontinue3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_signintocontinue3 = /** @type {((inputs?: Core_Signintocontinue3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Signintocontinue3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_signintocontinue3(inputs)
});
export { core_signintocontinue3 as "core.signInToContinue" }