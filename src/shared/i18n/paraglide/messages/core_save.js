import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_SaveInputs */

const en_core_save = /** @type {(inputs: Core_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

const fil_core_save = /** @type {(inputs: Core_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-save`)
};

/**
* | output |
* | --- |
* | "Save" |
*
* @param {Core_SaveInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_save = /** @type {((inputs?: Core_SaveInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_SaveInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_save(inputs)
	return en_core_save(inputs)
});
export { core_save as "core.save" }