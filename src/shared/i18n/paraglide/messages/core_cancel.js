import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_CancelInputs */

const en_core_cancel = /** @type {(inputs: Core_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const fil_core_cancel = /** @type {(inputs: Core_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kanselahin`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Core_CancelInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_cancel = /** @type {((inputs?: Core_CancelInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_CancelInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_cancel(inputs)
	return en_core_cancel(inputs)
});
export { core_cancel as "core.cancel" }