import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Gotit1Inputs */

const en_static_gotit1 = /** @type {(inputs: Static_Gotit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Got it`)
};

/**
* | output |
* | --- |
* | "Got it" |
*
* @param {Static_Gotit1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_gotit1 = /** @type {((inputs?: Static_Gotit1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Gotit1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_gotit1(inputs)
});
export { static_gotit1 as "static.gotIt" }