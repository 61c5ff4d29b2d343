import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Whoweare2Inputs */

const en_core_whoweare2 = /** @type {(inputs: Core_Whoweare2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who We Are`)
};

const fil_core_whoweare2 = /** @type {(inputs: Core_Whoweare2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sino Kami`)
};

/**
* | output |
* | --- |
* | "Who We Are" |
*
* @param {Core_Whoweare2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_whoweare2 = /** @type {((inputs?: Core_Whoweare2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Whoweare2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_whoweare2(inputs)
	return en_core_whoweare2(inputs)
});
export { core_whoweare2 as "core.whoWeAre" }