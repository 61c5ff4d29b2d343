import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Titlesuccessbang2Inputs */

const en_core_titlesuccessbang2 = /** @type {(inputs: Core_Titlesuccessbang2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success!`)
};

/**
* | output |
* | --- |
* | "Success!" |
*
* @param {Core_Titlesuccessbang2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_titlesuccessbang2 = /** @type {((inputs?: Core_Titlesuccessbang2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Titlesuccessbang2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_titlesuccessbang2(inputs)
});
export { core_titlesuccessbang2 as "core.titleSuccessBang" }