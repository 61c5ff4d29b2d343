import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Unreadableupload1Inputs */

const en_photos_unreadableupload1 = /** @type {(inputs: Photos_Unreadableupload1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The upload could not be read. Please try again.`)
};

const fil_photos_unreadableupload1 = /** @type {(inputs: Photos_Unreadableupload1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi mabasa ang upload. Pakisubukan ulit.`)
};

/**
* | output |
* | --- |
* | "The upload could not be read. Please try again." |
*
* @param {Photos_Unreadableupload1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_unreadableupload1 = /** @type {((inputs?: Photos_Unreadableupload1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Unreadableupload1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_unreadableupload1(inputs)
	return en_photos_unreadableupload1(inputs)
});
export { photos_unreadableupload1 as "photos.unreadableUpload" }