import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Disposebody1Inputs */

const en_static_disposebody1 = /** @type {(inputs: Static_Disposebody1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What cannot be saved is disposed of safely and legally — never dumped.`)
};

/**
* | output |
* | --- |
* | "What cannot be saved is disposed of safely and legally — never dumped." |
*
* @param {Static_Disposebody1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_disposebody1 = /** @type {((inputs?: Static_Disposebody1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Disposebody1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_disposebody1(inputs)
});
export { static_disposebody1 as "static.disposeBody" }