import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Privacywhytitle2Inputs */

const en_static_privacywhytitle2 = /** @type {(inputs: Static_Privacywhytitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why`)
};

const fil_static_privacywhytitle2 = /** @type {(inputs: Static_Privacywhytitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bakit`)
};

/**
* | output |
* | --- |
* | "Why" |
*
* @param {Static_Privacywhytitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_privacywhytitle2 = /** @type {((inputs?: Static_Privacywhytitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Privacywhytitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_privacywhytitle2(inputs)
	return en_static_privacywhytitle2(inputs)
});
export { static_privacywhytitle2 as "static.privacyWhyTitle" }