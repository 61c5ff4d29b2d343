import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Returntohome2Inputs */

const en_static_returntohome2 = /** @type {(inputs: Static_Returntohome2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return to home`)
};

/**
* | output |
* | --- |
* | "Return to home" |
*
* @param {Static_Returntohome2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_returntohome2 = /** @type {((inputs?: Static_Returntohome2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Returntohome2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_returntohome2(inputs)
});
export { static_returntohome2 as "static.returnToHome" }