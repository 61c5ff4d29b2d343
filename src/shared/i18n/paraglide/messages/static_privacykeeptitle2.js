import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Privacykeeptitle2Inputs */

const en_static_privacykeeptitle2 = /** @type {(inputs: Static_Privacykeeptitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How long we keep it`)
};

const fil_static_privacykeeptitle2 = /** @type {(inputs: Static_Privacykeeptitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaano katagal namin ito itinatago`)
};

/**
* | output |
* | --- |
* | "How long we keep it" |
*
* @param {Static_Privacykeeptitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_privacykeeptitle2 = /** @type {((inputs?: Static_Privacykeeptitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Privacykeeptitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_privacykeeptitle2(inputs)
	return en_static_privacykeeptitle2(inputs)
});
export { static_privacykeeptitle2 as "static.privacyKeepTitle" }