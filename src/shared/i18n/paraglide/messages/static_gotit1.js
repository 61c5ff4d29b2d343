import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Gotit1Inputs */

const en_static_gotit1 = /** @type {(inputs: Static_Gotit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Got it`)
};

const fil_static_gotit1 = /** @type {(inputs: Static_Gotit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sige`)
};

/**
* | output |
* | --- |
* | "Got it" |
*
* @param {Static_Gotit1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_gotit1 = /** @type {((inputs?: Static_Gotit1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Gotit1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_gotit1(inputs)
	return en_static_gotit1(inputs)
});
export { static_gotit1 as "static.gotIt" }