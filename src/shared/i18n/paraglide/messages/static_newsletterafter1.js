import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Newsletterafter1Inputs */

const en_static_newsletterafter1 = /** @type {(inputs: Static_Newsletterafter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`with the subject “Newsletter” to join.`)
};

/**
* | output |
* | --- |
* | "with the subject “Newsletter” to join." |
*
* @param {Static_Newsletterafter1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_newsletterafter1 = /** @type {((inputs?: Static_Newsletterafter1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Newsletterafter1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_newsletterafter1(inputs)
});
export { static_newsletterafter1 as "static.newsletterAfter" }