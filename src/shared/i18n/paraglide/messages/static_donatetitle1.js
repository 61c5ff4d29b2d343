import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Donatetitle1Inputs */

const en_static_donatetitle1 = /** @type {(inputs: Static_Donatetitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donate`)
};

/**
* | output |
* | --- |
* | "Donate" |
*
* @param {Static_Donatetitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_donatetitle1 = /** @type {((inputs?: Static_Donatetitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Donatetitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_donatetitle1(inputs)
});
export { static_donatetitle1 as "static.donateTitle" }