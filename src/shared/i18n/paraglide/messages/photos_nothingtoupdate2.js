import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Nothingtoupdate2Inputs */

const en_photos_nothingtoupdate2 = /** @type {(inputs: Photos_Nothingtoupdate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to update`)
};

const fil_photos_nothingtoupdate2 = /** @type {(inputs: Photos_Nothingtoupdate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang babaguhin`)
};

/**
* | output |
* | --- |
* | "Nothing to update" |
*
* @param {Photos_Nothingtoupdate2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_nothingtoupdate2 = /** @type {((inputs?: Photos_Nothingtoupdate2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Nothingtoupdate2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_nothingtoupdate2(inputs)
	return en_photos_nothingtoupdate2(inputs)
});
export { photos_nothingtoupdate2 as "photos.nothingToUpdate" }