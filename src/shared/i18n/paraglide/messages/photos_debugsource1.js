import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ source: NonNullable<unknown> }} Photos_Debugsource1Inputs */

const en_photos_debugsource1 = /** @type {(inputs: Photos_Debugsource1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Answered by: ${i?.source}`)
};

const fil_photos_debugsource1 = /** @type {(inputs: Photos_Debugsource1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sumagot: ${i?.source}`)
};

/**
* | output |
* | --- |
* | "Answered by: {source}" |
*
* @param {Photos_Debugsource1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_debugsource1 = /** @type {((inputs: Photos_Debugsource1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Debugsource1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_debugsource1(inputs)
	return en_photos_debugsource1(inputs)
});
export { photos_debugsource1 as "photos.debugSource" }