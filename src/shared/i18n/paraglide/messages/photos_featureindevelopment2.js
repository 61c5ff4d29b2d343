import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Featureindevelopment2Inputs */

const en_photos_featureindevelopment2 = /** @type {(inputs: Photos_Featureindevelopment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This feature is in development.`)
};

const fil_photos_featureindevelopment2 = /** @type {(inputs: Photos_Featureindevelopment2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ginagawa pa ang feature na ito.`)
};

/**
* | output |
* | --- |
* | "This feature is in development." |
*
* @param {Photos_Featureindevelopment2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_featureindevelopment2 = /** @type {((inputs?: Photos_Featureindevelopment2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Featureindevelopment2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_featureindevelopment2(inputs)
	return en_photos_featureindevelopment2(inputs)
});
export { photos_featureindevelopment2 as "photos.featureInDevelopment" }