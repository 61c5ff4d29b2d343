import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Comingsoon1Inputs */

const en_core_comingsoon1 = /** @type {(inputs: Core_Comingsoon1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This part of Ligpit is coming soon. You can already request a pickup without an account.`)
};

/**
* | output |
* | --- |
* | "This part of Ligpit is coming soon. You can already request a pickup without an account." |
*
* @param {Core_Comingsoon1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_comingsoon1 = /** @type {((inputs?: Core_Comingsoon1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Comingsoon1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_comingsoon1(inputs)
});
export { core_comingsoon1 as "core.comingSoon" }