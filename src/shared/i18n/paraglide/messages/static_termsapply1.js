import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Termsapply1Inputs */

const en_static_termsapply1 = /** @type {(inputs: Static_Termsapply1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms and Conditions Apply`)
};

const fil_static_termsapply1 = /** @type {(inputs: Static_Termsapply1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sakop ng Terms and Conditions`)
};

/**
* | output |
* | --- |
* | "Terms and Conditions Apply" |
*
* @param {Static_Termsapply1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_termsapply1 = /** @type {((inputs?: Static_Termsapply1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Termsapply1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_termsapply1(inputs)
	return en_static_termsapply1(inputs)
});
export { static_termsapply1 as "static.termsApply" }