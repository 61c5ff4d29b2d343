import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Areatitle1Inputs */

const en_static_areatitle1 = /** @type {(inputs: Static_Areatitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where we pick up`)
};

/**
* | output |
* | --- |
* | "Where we pick up" |
*
* @param {Static_Areatitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_areatitle1 = /** @type {((inputs?: Static_Areatitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Areatitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_areatitle1(inputs)
});
export { static_areatitle1 as "static.areaTitle" }