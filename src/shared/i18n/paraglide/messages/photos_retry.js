import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_RetryInputs */

const en_photos_retry = /** @type {(inputs: Photos_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry`)
};

const fil_photos_retry = /** @type {(inputs: Photos_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subukan ulit`)
};

/**
* | output |
* | --- |
* | "Retry" |
*
* @param {Photos_RetryInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_retry = /** @type {((inputs?: Photos_RetryInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_RetryInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_retry(inputs)
	return en_photos_retry(inputs)
});
export { photos_retry as "photos.retry" }