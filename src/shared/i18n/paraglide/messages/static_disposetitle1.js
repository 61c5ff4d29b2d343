import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Disposetitle1Inputs */

const en_static_disposetitle1 = /** @type {(inputs: Static_Disposetitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispose`)
};

/**
* | output |
* | --- |
* | "Dispose" |
*
* @param {Static_Disposetitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_disposetitle1 = /** @type {((inputs?: Static_Disposetitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Disposetitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_disposetitle1(inputs)
});
export { static_disposetitle1 as "static.disposeTitle" }