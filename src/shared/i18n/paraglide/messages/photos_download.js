import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_DownloadInputs */

const en_photos_download = /** @type {(inputs: Photos_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download`)
};

const fil_photos_download = /** @type {(inputs: Photos_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-download`)
};

/**
* | output |
* | --- |
* | "Download" |
*
* @param {Photos_DownloadInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_download = /** @type {((inputs?: Photos_DownloadInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_DownloadInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_download(inputs)
	return en_photos_download(inputs)
});
export { photos_download as "photos.download" }