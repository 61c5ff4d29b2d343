import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Notfoundbody2Inputs */

const en_static_notfoundbody2 = /** @type {(inputs: Static_Notfoundbody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page you were looking for has moved or never existed.`)
};

/**
* | output |
* | --- |
* | "The page you were looking for has moved or never existed." |
*
* @param {Static_Notfoundbody2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_notfoundbody2 = /** @type {((inputs?: Static_Notfoundbody2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Notfoundbody2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_notfoundbody2(inputs)
});
export { static_notfoundbody2 as "static.notFoundBody" }