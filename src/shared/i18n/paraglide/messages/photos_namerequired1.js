import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Namerequired1Inputs */

const en_photos_namerequired1 = /** @type {(inputs: Photos_Namerequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a name`)
};

const fil_photos_namerequired1 = /** @type {(inputs: Photos_Namerequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay ang pangalan`)
};

/**
* | output |
* | --- |
* | "Please enter a name" |
*
* @param {Photos_Namerequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_namerequired1 = /** @type {((inputs?: Photos_Namerequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Namerequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_namerequired1(inputs)
	return en_photos_namerequired1(inputs)
});
export { photos_namerequired1 as "photos.nameRequired" }