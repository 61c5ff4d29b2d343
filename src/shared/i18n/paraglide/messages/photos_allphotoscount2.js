import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Photos_Allphotoscount2Inputs */

const en_photos_allphotoscount2 = /** @type {(inputs: Photos_Allphotoscount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All Photos (${i?.total})`)
};

/**
* | output |
* | --- |
* | "All Photos ({total})" |
*
* @param {Photos_Allphotoscount2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_allphotoscount2 = /** @type {((inputs: Photos_Allphotoscount2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Allphotoscount2Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_allphotoscount2(inputs)
});
export { photos_allphotoscount2 as "photos.allPhotosCount" }