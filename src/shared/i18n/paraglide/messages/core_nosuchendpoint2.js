import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ method: NonNullable<unknown>, path: NonNullable<unknown> }} Core_Nosuchendpoint2Inputs */

const en_core_nosuchendpoint2 = /** @type {(inputs: Core_Nosuchendpoint2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No such endpoint: ${i?.method} ${i?.path}`)
};

const fil_core_nosuchendpoint2 = /** @type {(inputs: Core_Nosuchendpoint2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Walang ganitong endpoint: ${i?.method} ${i?.path}`)
};

/**
* | output |
* | --- |
* | "No such endpoint: {method} {path}" |
*
* @param {Core_Nosuchendpoint2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_nosuchendpoint2 = /** @type {((inputs: Core_Nosuchendpoint2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Nosuchendpoint2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_nosuchendpoint2(inputs)
	return en_core_nosuchendpoint2(inputs)
});
export { core_nosuchendpoint2 as "core.noSuchEndpoint" }