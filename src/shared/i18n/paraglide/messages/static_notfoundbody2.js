import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Notfoundbody2Inputs */

const en_static_notfoundbody2 = /** @type {(inputs: Static_Notfoundbody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page you were looking for has moved or never existed.`)
};

const fil_static_notfoundbody2 = /** @type {(inputs: Static_Notfoundbody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nailipat na o hindi kailanman umiral ang page na hinahanap mo.`)
};

/**
* | output |
* | --- |
* | "The page you were looking for has moved or never existed." |
*
* @param {Static_Notfoundbody2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_notfoundbody2 = /** @type {((inputs?: Static_Notfoundbody2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Notfoundbody2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_notfoundbody2(inputs)
	return en_static_notfoundbody2(inputs)
});
export { static_notfoundbody2 as "static.notFoundBody" }