import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Verdictnote1Inputs */

const en_photos_verdictnote1 = /** @type {(inputs: Photos_Verdictnote1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verdict note`)
};

/**
* | output |
* | --- |
* | "Verdict note" |
*
* @param {Photos_Verdictnote1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_verdictnote1 = /** @type {((inputs?: Photos_Verdictnote1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Verdictnote1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_verdictnote1(inputs)
});
export { photos_verdictnote1 as "photos.verdictNote" }