import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Photos_Uploadingpercent1Inputs */

const en_photos_uploadingpercent1 = /** @type {(inputs: Photos_Uploadingpercent1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploading… ${i?.percent}%`)
};

/**
* | output |
* | --- |
* | "Uploading… {percent}%" |
*
* @param {Photos_Uploadingpercent1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_uploadingpercent1 = /** @type {((inputs: Photos_Uploadingpercent1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Uploadingpercent1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_uploadingpercent1(inputs)
});
export { photos_uploadingpercent1 as "photos.uploadingPercent" }