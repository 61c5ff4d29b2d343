import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_EditInputs */

const en_core_edit = /** @type {(inputs: Core_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

const fil_core_edit = /** @type {(inputs: Core_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-edit`)
};

/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Core_EditInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_edit = /** @type {((inputs?: Core_EditInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_EditInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_edit(inputs)
	return en_core_edit(inputs)
});
export { core_edit as "core.edit" }