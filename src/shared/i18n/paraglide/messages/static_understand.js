import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_UnderstandInputs */

const en_static_understand = /** @type {(inputs: Static_UnderstandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I understand`)
};

/**
* | output |
* | --- |
* | "I understand" |
*
* @param {Static_UnderstandInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_understand = /** @type {((inputs?: Static_UnderstandInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_UnderstandInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_understand(inputs)
});
export { static_understand as "static.understand" }