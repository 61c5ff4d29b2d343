import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Newslettertitle1Inputs */

const en_static_newslettertitle1 = /** @type {(inputs: Static_Newslettertitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join our newsletter`)
};

/**
* | output |
* | --- |
* | "Join our newsletter" |
*
* @param {Static_Newslettertitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_newslettertitle1 = /** @type {((inputs?: Static_Newslettertitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Newslettertitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_newslettertitle1(inputs)
});
export { static_newslettertitle1 as "static.newsletterTitle" }