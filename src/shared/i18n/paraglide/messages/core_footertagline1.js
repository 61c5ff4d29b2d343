import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Footertagline1Inputs */

const en_core_footertagline1 = /** @type {(inputs: Core_Footertagline1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decluttering pickups across Metro Manila`)
};

const fil_core_footertagline1 = /** @type {(inputs: Core_Footertagline1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup ng mga gamit na ayaw mo na, sa buong Metro Manila`)
};

/**
* | output |
* | --- |
* | "Decluttering pickups across Metro Manila" |
*
* @param {Core_Footertagline1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_footertagline1 = /** @type {((inputs?: Core_Footertagline1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Footertagline1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_footertagline1(inputs)
	return en_core_footertagline1(inputs)
});
export { core_footertagline1 as "core.footerTagline" }