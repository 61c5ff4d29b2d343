import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Titlesuccessbang2Inputs */

const en_core_titlesuccessbang2 = /** @type {(inputs: Core_Titlesuccessbang2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success!`)
};

const fil_core_titlesuccessbang2 = /** @type {(inputs: Core_Titlesuccessbang2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tagumpay!`)
};

/**
* | output |
* | --- |
* | "Success!" |
*
* @param {Core_Titlesuccessbang2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_titlesuccessbang2 = /** @type {((inputs?: Core_Titlesuccessbang2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Titlesuccessbang2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_titlesuccessbang2(inputs)
	return en_core_titlesuccessbang2(inputs)
});
export { core_titlesuccessbang2 as "core.titleSuccessBang" }