import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Processtitle1Inputs */

const en_static_processtitle1 = /** @type {(inputs: Static_Processtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The process`)
};

const fil_static_processtitle1 = /** @type {(inputs: Static_Processtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang proseso`)
};

/**
* | output |
* | --- |
* | "The process" |
*
* @param {Static_Processtitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_processtitle1 = /** @type {((inputs?: Static_Processtitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Processtitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_processtitle1(inputs)
	return en_static_processtitle1(inputs)
});
export { static_processtitle1 as "static.processTitle" }