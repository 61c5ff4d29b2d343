import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Privacytitle1Inputs */

const en_static_privacytitle1 = /** @type {(inputs: Static_Privacytitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy notice`)
};

const fil_static_privacytitle1 = /** @type {(inputs: Static_Privacytitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy notice`)
};

/**
* | output |
* | --- |
* | "Privacy notice" |
*
* @param {Static_Privacytitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_privacytitle1 = /** @type {((inputs?: Static_Privacytitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Privacytitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_privacytitle1(inputs)
	return en_static_privacytitle1(inputs)
});
export { static_privacytitle1 as "static.privacyTitle" }