import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Processtitle1Inputs */

const en_static_processtitle1 = /** @type {(inputs: Static_Processtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The process`)
};

/**
* | output |
* | --- |
* | "The process" |
*
* @param {Static_Processtitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_processtitle1 = /** @type {((inputs?: Static_Processtitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Processtitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_processtitle1(inputs)
});
export { static_processtitle1 as "static.processTitle" }