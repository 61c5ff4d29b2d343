import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Newslettertitle1Inputs */

const en_static_newslettertitle1 = /** @type {(inputs: Static_Newslettertitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join our newsletter`)
};

const fil_static_newslettertitle1 = /** @type {(inputs: Static_Newslettertitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sumali sa aming newsletter`)
};

/**
* | output |
* | --- |
* | "Join our newsletter" |
*
* @param {Static_Newslettertitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_newslettertitle1 = /** @type {((inputs?: Static_Newslettertitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Newslettertitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_newslettertitle1(inputs)
	return en_static_newslettertitle1(inputs)
});
export { static_newslettertitle1 as "static.newsletterTitle" }