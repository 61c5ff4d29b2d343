import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Notfound1Inputs */

const en_photos_notfound1 = /** @type {(inputs: Photos_Notfound1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo not found`)
};

const fil_photos_notfound1 = /** @type {(inputs: Photos_Notfound1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi makita ang litrato`)
};

/**
* | output |
* | --- |
* | "Photo not found" |
*
* @param {Photos_Notfound1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_notfound1 = /** @type {((inputs?: Photos_Notfound1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Notfound1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_notfound1(inputs)
	return en_photos_notfound1(inputs)
});
export { photos_notfound1 as "photos.notFound" }