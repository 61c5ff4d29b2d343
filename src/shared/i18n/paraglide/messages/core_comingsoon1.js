import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Comingsoon1Inputs */

const en_core_comingsoon1 = /** @type {(inputs: Core_Comingsoon1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This part of Ligpit is coming soon. You can already request a pickup without an account.`)
};

const fil_core_comingsoon1 = /** @type {(inputs: Core_Comingsoon1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malapit nang dumating ang bahaging ito ng Ligpit. Puwede ka nang mag-request ng pickup kahit walang account.`)
};

/**
* | output |
* | --- |
* | "This part of Ligpit is coming soon. You can already request a pickup without an account." |
*
* @param {Core_Comingsoon1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_comingsoon1 = /** @type {((inputs?: Core_Comingsoon1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Comingsoon1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_comingsoon1(inputs)
	return en_core_comingsoon1(inputs)
});
export { core_comingsoon1 as "core.comingSoon" }