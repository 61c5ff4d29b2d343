import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Donatetitle1Inputs */

const en_static_donatetitle1 = /** @type {(inputs: Static_Donatetitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donate`)
};

const fil_static_donatetitle1 = /** @type {(inputs: Static_Donatetitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-donate`)
};

/**
* | output |
* | --- |
* | "Donate" |
*
* @param {Static_Donatetitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_donatetitle1 = /** @type {((inputs?: Static_Donatetitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Donatetitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_donatetitle1(inputs)
	return en_static_donatetitle1(inputs)
});
export { static_donatetitle1 as "static.donateTitle" }