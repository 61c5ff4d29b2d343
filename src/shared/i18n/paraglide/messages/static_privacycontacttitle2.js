import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Privacycontacttitle2Inputs */

const en_static_privacycontacttitle2 = /** @type {(inputs: Static_Privacycontacttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our data protection officer`)
};

const fil_static_privacycontacttitle2 = /** @type {(inputs: Static_Privacycontacttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang data protection officer namin`)
};

/**
* | output |
* | --- |
* | "Our data protection officer" |
*
* @param {Static_Privacycontacttitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_privacycontacttitle2 = /** @type {((inputs?: Static_Privacycontacttitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Privacycontacttitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_privacycontacttitle2(inputs)
	return en_static_privacycontacttitle2(inputs)
});
export { static_privacycontacttitle2 as "static.privacyContactTitle" }