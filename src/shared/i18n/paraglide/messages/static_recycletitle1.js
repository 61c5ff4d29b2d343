import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Recycletitle1Inputs */

const en_static_recycletitle1 = /** @type {(inputs: Static_Recycletitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recycle`)
};

/**
* | output |
* | --- |
* | "Recycle" |
*
* @param {Static_Recycletitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_recycletitle1 = /** @type {((inputs?: Static_Recycletitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Recycletitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_recycletitle1(inputs)
});
export { static_recycletitle1 as "static.recycleTitle" }