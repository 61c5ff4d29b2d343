import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Terms5body1Inputs */

const en_static_terms5body1 = /** @type {(inputs: Static_Terms5body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We use your name, e-mail, phone number and address only to arrange and confirm your pickup. Anyone with your tracking number sees your request’s status and items, never your full contact details. We strip location data from the photos you upload.`)
};

const fil_static_terms5body1 = /** @type {(inputs: Static_Terms5body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ginagamit lang namin ang iyong pangalan, e-mail, phone number at address para ayusin at kumpirmahin ang pickup mo. Ang sinumang may tracking number mo ay makikita ang status at mga gamit ng request mo, pero hindi ang buo mong contact details. Tinatanggal namin ang location data sa mga litratong ina-upload mo.`)
};

/**
* | output |
* | --- |
* | "We use your name, e-mail, phone number and address only to arrange and confirm your pickup. Anyone with your tracking number sees your request’s status and i..." |
*
* @param {Static_Terms5body1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_terms5body1 = /** @type {((inputs?: Static_Terms5body1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Terms5body1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_terms5body1(inputs)
	return en_static_terms5body1(inputs)
});
export { static_terms5body1 as "static.terms5Body" }