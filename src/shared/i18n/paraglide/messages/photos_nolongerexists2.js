import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Nolongerexists2Inputs */

const en_photos_nolongerexists2 = /** @type {(inputs: Photos_Nolongerexists2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This photo no longer exists`)
};

const fil_photos_nolongerexists2 = /** @type {(inputs: Photos_Nolongerexists2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala na ang litratong ito`)
};

/**
* | output |
* | --- |
* | "This photo no longer exists" |
*
* @param {Photos_Nolongerexists2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_nolongerexists2 = /** @type {((inputs?: Photos_Nolongerexists2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Nolongerexists2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_nolongerexists2(inputs)
	return en_photos_nolongerexists2(inputs)
});
export { photos_nolongerexists2 as "photos.noLongerExists" }