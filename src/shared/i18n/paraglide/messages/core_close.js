import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_CloseInputs */

const en_core_close = /** @type {(inputs: Core_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

const fil_core_close = /** @type {(inputs: Core_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isara`)
};

/**
* | output |
* | --- |
* | "Close" |
*
* @param {Core_CloseInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_close = /** @type {((inputs?: Core_CloseInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_CloseInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_close(inputs)
	return en_core_close(inputs)
});
export { core_close as "core.close" }