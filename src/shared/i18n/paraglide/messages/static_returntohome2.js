import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Returntohome2Inputs */

const en_static_returntohome2 = /** @type {(inputs: Static_Returntohome2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return to home`)
};

const fil_static_returntohome2 = /** @type {(inputs: Static_Returntohome2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bumalik sa home`)
};

/**
* | output |
* | --- |
* | "Return to home" |
*
* @param {Static_Returntohome2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_returntohome2 = /** @type {((inputs?: Static_Returntohome2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Returntohome2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_returntohome2(inputs)
	return en_static_returntohome2(inputs)
});
export { static_returntohome2 as "static.returnToHome" }