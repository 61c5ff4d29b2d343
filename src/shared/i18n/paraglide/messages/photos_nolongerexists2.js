import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Nolongerexists2Inputs */

const en_photos_nolongerexists2 = /** @type {(inputs: Photos_Nolongerexists2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This photo no longer exists`)
};

/**
* | output |
* | --- |
* | "This photo no longer exists" |
*
* @param {Photos_Nolongerexists2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_nolongerexists2 = /** @type {((inputs?: Photos_Nolongerexists2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Nolongerexists2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_nolongerexists2(inputs)
});
export { photos_nolongerexists2 as "photos.noLongerExists" }