import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Newsletterafter1Inputs */

const en_static_newsletterafter1 = /** @type {(inputs: Static_Newsletterafter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`with the subject “Newsletter” to join.`)
};

const fil_static_newsletterafter1 = /** @type {(inputs: Static_Newsletterafter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`na may subject na “Newsletter” para sumali.`)
};

/**
* | output |
* | --- |
* | "with the subject “Newsletter” to join." |
*
* @param {Static_Newsletterafter1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_newsletterafter1 = /** @type {((inputs?: Static_Newsletterafter1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Newsletterafter1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_newsletterafter1(inputs)
	return en_static_newsletterafter1(inputs)
});
export { static_newsletterafter1 as "static.newsletterAfter" }