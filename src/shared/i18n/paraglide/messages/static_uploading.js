import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_UploadingInputs */

const en_static_uploading = /** @type {(inputs: Static_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading...`)
};

/**
* | output |
* | --- |
* | "Uploading..." |
*
* @param {Static_UploadingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_uploading = /** @type {((inputs?: Static_UploadingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_UploadingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_uploading(inputs)
});
export { static_uploading as "static.uploading" }