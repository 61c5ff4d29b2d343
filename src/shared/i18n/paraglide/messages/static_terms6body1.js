import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Terms6body1Inputs */

const en_static_terms6body1 = /** @type {(inputs: Static_Terms6body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Once picked up, items become Ligpit’s responsibility to donate, recycle or dispose of, and cannot be returned. Please remove personal data and valuables from devices, bags and drawers before the pickup.`)
};

/**
* | output |
* | --- |
* | "Once picked up, items become Ligpit’s responsibility to donate, recycle or dispose of, and cannot be returned. Please remove personal data and valuables from..." |
*
* @param {Static_Terms6body1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_terms6body1 = /** @type {((inputs?: Static_Terms6body1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Terms6body1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_terms6body1(inputs)
});
export { static_terms6body1 as "static.terms6Body" }