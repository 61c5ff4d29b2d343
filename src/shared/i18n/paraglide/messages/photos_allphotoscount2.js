import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Photos_Allphotoscount2Inputs */

const en_photos_allphotoscount2 = /** @type {(inputs: Photos_Allphotoscount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All Photos (${i?.total})`)
};

const fil_photos_allphotoscount2 = /** @type {(inputs: Photos_Allphotoscount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lahat ng Litrato (${i?.total})`)
};

/**
* | output |
* | --- |
* | "All Photos ({total})" |
*
* @param {Photos_Allphotoscount2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_allphotoscount2 = /** @type {((inputs: Photos_Allphotoscount2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Allphotoscount2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_allphotoscount2(inputs)
	return en_photos_allphotoscount2(inputs)
});
export { photos_allphotoscount2 as "photos.allPhotosCount" }