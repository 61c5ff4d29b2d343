import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_SavingInputs */

const en_core_saving = /** @type {(inputs: Core_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving…`)
};

const fil_core_saving = /** @type {(inputs: Core_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sine-save…`)
};

/**
* | output |
* | --- |
* | "Saving…" |
*
* @param {Core_SavingInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_saving = /** @type {((inputs?: Core_SavingInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_SavingInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_saving(inputs)
	return en_core_saving(inputs)
});
export { core_saving as "core.saving" }