import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Verdictnote1Inputs */

const en_photos_verdictnote1 = /** @type {(inputs: Photos_Verdictnote1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verdict note`)
};

const fil_photos_verdictnote1 = /** @type {(inputs: Photos_Verdictnote1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note sa hatol`)
};

/**
* | output |
* | --- |
* | "Verdict note" |
*
* @param {Photos_Verdictnote1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_verdictnote1 = /** @type {((inputs?: Photos_Verdictnote1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Verdictnote1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_verdictnote1(inputs)
	return en_photos_verdictnote1(inputs)
});
export { photos_verdictnote1 as "photos.verdictNote" }