import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Photos_Addedone1Inputs */

const en_photos_addedone1 = /** @type {(inputs: Photos_Addedone1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photo added`)
};

const fil_photos_addedone1 = /** @type {(inputs: Photos_Addedone1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Naidagdag ang ${i?.count} litrato`)
};

/**
* | output |
* | --- |
* | "{count} photo added" |
*
* @param {Photos_Addedone1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_addedone1 = /** @type {((inputs: Photos_Addedone1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Addedone1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_addedone1(inputs)
	return en_photos_addedone1(inputs)
});
export { photos_addedone1 as "photos.addedOne" }