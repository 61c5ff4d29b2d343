import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown>, source: NonNullable<unknown> }} Photos_Recognisedas1Inputs */

const en_photos_recognisedas1 = /** @type {(inputs: Photos_Recognisedas1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recognised as ${i?.item} (${i?.source})`)
};

const fil_photos_recognisedas1 = /** @type {(inputs: Photos_Recognisedas1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nakilala bilang ${i?.item} (${i?.source})`)
};

/**
* | output |
* | --- |
* | "Recognised as {item} ({source})" |
*
* @param {Photos_Recognisedas1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_recognisedas1 = /** @type {((inputs: Photos_Recognisedas1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Recognisedas1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_recognisedas1(inputs)
	return en_photos_recognisedas1(inputs)
});
export { photos_recognisedas1 as "photos.recognisedAs" }