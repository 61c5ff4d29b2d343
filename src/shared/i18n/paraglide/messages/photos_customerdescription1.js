import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ description: NonNullable<unknown> }} Photos_Customerdescription1Inputs */

const en_photos_customerdescription1 = /** @type {(inputs: Photos_Customerdescription1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customer’s description: ${i?.description}`)
};

const fil_photos_customerdescription1 = /** @type {(inputs: Photos_Customerdescription1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paglalarawan ng customer: ${i?.description}`)
};

/**
* | output |
* | --- |
* | "Customer’s description: {description}" |
*
* @param {Photos_Customerdescription1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_customerdescription1 = /** @type {((inputs: Photos_Customerdescription1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Customerdescription1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_customerdescription1(inputs)
	return en_photos_customerdescription1(inputs)
});
export { photos_customerdescription1 as "photos.customerDescription" }