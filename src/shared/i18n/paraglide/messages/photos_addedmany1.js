import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Photos_Addedmany1Inputs */

const en_photos_addedmany1 = /** @type {(inputs: Photos_Addedmany1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photos added`)
};

const fil_photos_addedmany1 = /** @type {(inputs: Photos_Addedmany1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Naidagdag ang ${i?.count} litrato`)
};

/**
* | output |
* | --- |
* | "{count} photos added" |
*
* @param {Photos_Addedmany1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_addedmany1 = /** @type {((inputs: Photos_Addedmany1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Addedmany1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_addedmany1(inputs)
	return en_photos_addedmany1(inputs)
});
export { photos_addedmany1 as "photos.addedMany" }