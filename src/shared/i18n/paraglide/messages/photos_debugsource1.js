import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ source: NonNullable<unknown> }} Photos_Debugsource1Inputs */

const en_photos_debugsource1 = /** @type {(inputs: Photos_Debugsource1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Answered by: ${i?.source}`)
};

/**
* | output |
* | --- |
* | "Answered by: {source}" |
*
* @param {Photos_Debugsource1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_debugsource1 = /** @type {((inputs: Photos_Debugsource1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Debugsource1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_debugsource1(inputs)
});
export { photos_debugsource1 as "photos.debugSource" }