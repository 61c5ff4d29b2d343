import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_NetworkInputs */

const en_core_network = /** @type {(inputs: Core_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not reach Ligpit. Check your connection and try again.`)
};

/**
* | output |
* | --- |
* | "We could not reach Ligpit. Check your connection and try again." |
*
* @param {Core_NetworkInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_network = /** @type {((inputs?: Core_NetworkInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_NetworkInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_network(inputs)
});
export { core_network as "core.network" }