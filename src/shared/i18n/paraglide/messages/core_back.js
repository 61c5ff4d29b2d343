import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_BackInputs */

const en_core_back = /** @type {(inputs: Core_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

const fil_core_back = /** @type {(inputs: Core_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bumalik`)
};

/**
* | output |
* | --- |
* | "Back" |
*
* @param {Core_BackInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_back = /** @type {((inputs?: Core_BackInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_BackInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_back(inputs)
	return en_core_back(inputs)
});
export { core_back as "core.back" }