import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Privacyrightstitle2Inputs */

const en_static_privacyrightstitle2 = /** @type {(inputs: Static_Privacyrightstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your rights`)
};

const fil_static_privacyrightstitle2 = /** @type {(inputs: Static_Privacyrightstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang mga karapatan mo`)
};

/**
* | output |
* | --- |
* | "Your rights" |
*
* @param {Static_Privacyrightstitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_privacyrightstitle2 = /** @type {((inputs?: Static_Privacyrightstitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Privacyrightstitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_privacyrightstitle2(inputs)
	return en_static_privacyrightstitle2(inputs)
});
export { static_privacyrightstitle2 as "static.privacyRightsTitle" }