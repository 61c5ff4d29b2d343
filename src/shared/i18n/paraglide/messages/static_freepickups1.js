import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Freepickups1Inputs */

const en_static_freepickups1 = /** @type {(inputs: Static_Freepickups1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free pickups across Metro Manila`)
};

/**
* | output |
* | --- |
* | "Free pickups across Metro Manila" |
*
* @param {Static_Freepickups1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_freepickups1 = /** @type {((inputs?: Static_Freepickups1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Freepickups1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_freepickups1(inputs)
});
export { static_freepickups1 as "static.freePickups" }