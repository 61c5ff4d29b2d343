import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_UploadingInputs */

const en_static_uploading = /** @type {(inputs: Static_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading...`)
};

const fil_static_uploading = /** @type {(inputs: Static_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nag-a-upload...`)
};

/**
* | output |
* | --- |
* | "Uploading..." |
*
* @param {Static_UploadingInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_uploading = /** @type {((inputs?: Static_UploadingInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_UploadingInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_uploading(inputs)
	return en_static_uploading(inputs)
});
export { static_uploading as "static.uploading" }