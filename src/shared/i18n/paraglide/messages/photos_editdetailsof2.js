import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Photos_Editdetailsof2Inputs */

const en_photos_editdetailsof2 = /** @type {(inputs: Photos_Editdetailsof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit details of ${i?.label}`)
};

/**
* | output |
* | --- |
* | "Edit details of {label}" |
*
* @param {Photos_Editdetailsof2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_editdetailsof2 = /** @type {((inputs: Photos_Editdetailsof2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Editdetailsof2Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_editdetailsof2(inputs)
});
export { photos_editdetailsof2 as "photos.editDetailsOf" }