import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Photos_Uploadingpercent1Inputs */

const en_photos_uploadingpercent1 = /** @type {(inputs: Photos_Uploadingpercent1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploading… ${i?.percent}%`)
};

const fil_photos_uploadingpercent1 = /** @type {(inputs: Photos_Uploadingpercent1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nag-a-upload… ${i?.percent}%`)
};

/**
* | output |
* | --- |
* | "Uploading… {percent}%" |
*
* @param {Photos_Uploadingpercent1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_uploadingpercent1 = /** @type {((inputs: Photos_Uploadingpercent1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Uploadingpercent1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_uploadingpercent1(inputs)
	return en_photos_uploadingpercent1(inputs)
});
export { photos_uploadingpercent1 as "photos.uploadingPercent" }