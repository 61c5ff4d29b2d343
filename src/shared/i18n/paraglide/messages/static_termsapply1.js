import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Termsapply1Inputs */

const en_static_termsapply1 = /** @type {(inputs: Static_Termsapply1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms and Conditions Apply`)
};

/**
* | output |
* | --- |
* | "Terms and Conditions Apply" |
*
* @param {Static_Termsapply1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_termsapply1 = /** @type {((inputs?: Static_Termsapply1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Termsapply1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_termsapply1(inputs)
});
export { static_termsapply1 as "static.termsApply" }