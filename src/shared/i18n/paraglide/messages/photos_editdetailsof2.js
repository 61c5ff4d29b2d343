import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Photos_Editdetailsof2Inputs */

const en_photos_editdetailsof2 = /** @type {(inputs: Photos_Editdetailsof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit details of ${i?.label}`)
};

const fil_photos_editdetailsof2 = /** @type {(inputs: Photos_Editdetailsof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I-edit ang detalye ng ${i?.label}`)
};

/**
* | output |
* | --- |
* | "Edit details of {label}" |
*
* @param {Photos_Editdetailsof2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_editdetailsof2 = /** @type {((inputs: Photos_Editdetailsof2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Editdetailsof2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_editdetailsof2(inputs)
	return en_photos_editdetailsof2(inputs)
});
export { photos_editdetailsof2 as "photos.editDetailsOf" }