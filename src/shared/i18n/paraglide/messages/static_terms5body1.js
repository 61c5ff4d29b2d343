import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Terms5body1Inputs */

const en_static_terms5body1 = /** @type {(inputs: Static_Terms5body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We use your name, e-mail, phone number and address only to arrange and confirm your pickup. Anyone with your tracking number sees your request’s status and items, never your full contact details. We strip location data from the photos you upload.`)
};

/**
* | output |
* | --- |
* | "We use your name, e-mail, phone number and address only to arrange and confirm your pickup. Anyone with your tracking number sees your request’s status and i..." |
*
* @param {Static_Terms5body1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_terms5body1 = /** @type {((inputs?: Static_Terms5body1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Terms5body1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_terms5body1(inputs)
});
export { static_terms5body1 as "static.terms5Body" }