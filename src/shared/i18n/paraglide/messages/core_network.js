import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_NetworkInputs */

const en_core_network = /** @type {(inputs: Core_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not reach Ligpit. Check your connection and try again.`)
};

const fil_core_network = /** @type {(inputs: Core_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi namin maabot ang Ligpit. Tingnan ang iyong koneksyon at subukan ulit.`)
};

/**
* | output |
* | --- |
* | "We could not reach Ligpit. Check your connection and try again." |
*
* @param {Core_NetworkInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_network = /** @type {((inputs?: Core_NetworkInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_NetworkInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_network(inputs)
	return en_core_network(inputs)
});
export { core_network as "core.network" }