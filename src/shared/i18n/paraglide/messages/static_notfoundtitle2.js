import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Notfoundtitle2Inputs */

const en_static_notfoundtitle2 = /** @type {(inputs: Static_Notfoundtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Page not found`)
};

const fil_static_notfoundtitle2 = /** @type {(inputs: Static_Notfoundtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naku! Hindi makita ang page`)
};

/**
* | output |
* | --- |
* | "Oops! Page not found" |
*
* @param {Static_Notfoundtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_notfoundtitle2 = /** @type {((inputs?: Static_Notfoundtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Notfoundtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_notfoundtitle2(inputs)
	return en_static_notfoundtitle2(inputs)
});
export { static_notfoundtitle2 as "static.notFoundTitle" }