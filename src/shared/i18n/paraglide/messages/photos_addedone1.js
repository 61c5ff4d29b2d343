import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Photos_Addedone1Inputs */

const en_photos_addedone1 = /** @type {(inputs: Photos_Addedone1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photo added`)
};

/**
* | output |
* | --- |
* | "{count} photo added" |
*
* @param {Photos_Addedone1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_addedone1 = /** @type {((inputs: Photos_Addedone1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Addedone1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_addedone1(inputs)
});
export { photos_addedone1 as "photos.addedOne" }