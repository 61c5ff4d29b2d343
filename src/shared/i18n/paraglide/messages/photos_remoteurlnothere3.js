import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Photos_Remoteurlnothere3Inputs */

const en_photos_remoteurlnothere3 = /** @type {(inputs: Photos_Remoteurlnothere3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`remoteURL must be the address of a photo uploaded here (/api/photos/${i?.id}/file). Other addresses are not fetched.`)
};

const fil_photos_remoteurlnothere3 = /** @type {(inputs: Photos_Remoteurlnothere3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ang remoteURL ay dapat address ng litratong na-upload dito (/api/photos/${i?.id}/file). Hindi kinukuha ang ibang address.`)
};

/**
* | output |
* | --- |
* | "remoteURL must be the address of a photo uploaded here (/api/photos/{id}/file). Other addresses are not fetched." |
*
* @param {Photos_Remoteurlnothere3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_remoteurlnothere3 = /** @type {((inputs: Photos_Remoteurlnothere3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Remoteurlnothere3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_remoteurlnothere3(inputs)
	return en_photos_remoteurlnothere3(inputs)
});
export { photos_remoteurlnothere3 as "photos.remoteUrlNotHere" }