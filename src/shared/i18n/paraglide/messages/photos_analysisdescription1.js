import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ description: NonNullable<unknown> }} Photos_Analysisdescription1Inputs */

const en_photos_analysisdescription1 = /** @type {(inputs: Photos_Analysisdescription1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recogniser’s description: ${i?.description}`)
};

const fil_photos_analysisdescription1 = /** @type {(inputs: Photos_Analysisdescription1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paglalarawan ng recogniser: ${i?.description}`)
};

/**
* | output |
* | --- |
* | "Recogniser’s description: {description}" |
*
* @param {Photos_Analysisdescription1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_analysisdescription1 = /** @type {((inputs: Photos_Analysisdescription1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Analysisdescription1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_analysisdescription1(inputs)
	return en_photos_analysisdescription1(inputs)
});
export { photos_analysisdescription1 as "photos.analysisDescription" }