import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Terms3body1Inputs */

const en_static_terms3body1 = /** @type {(inputs: Static_Terms3body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You confirm that you own the items or may give them away, that the photos and details you send are accurate, and that the items are safe to handle. We cannot take hazardous materials, firearms, medicines or anything illegal.`)
};

const fil_static_terms3body1 = /** @type {(inputs: Static_Terms3body1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kinukumpirma mo na ikaw ang may-ari ng mga gamit o may karapatan kang ipamigay ang mga ito, na tama ang mga litrato at detalyeng ipinapadala mo, at na ligtas hawakan ang mga gamit. Hindi namin matatanggap ang mga mapanganib na materyales, baril, gamot o anumang ilegal.`)
};

/**
* | output |
* | --- |
* | "You confirm that you own the items or may give them away, that the photos and details you send are accurate, and that the items are safe to handle. We cannot..." |
*
* @param {Static_Terms3body1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_terms3body1 = /** @type {((inputs?: Static_Terms3body1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Terms3body1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_terms3body1(inputs)
	return en_static_terms3body1(inputs)
});
export { static_terms3body1 as "static.terms3Body" }