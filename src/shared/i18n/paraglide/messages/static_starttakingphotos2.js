import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Starttakingphotos2Inputs */

const en_static_starttakingphotos2 = /** @type {(inputs: Static_Starttakingphotos2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Taking Photos`)
};

/**
* | output |
* | --- |
* | "Start Taking Photos" |
*
* @param {Static_Starttakingphotos2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_starttakingphotos2 = /** @type {((inputs?: Static_Starttakingphotos2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Starttakingphotos2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_starttakingphotos2(inputs)
});
export { static_starttakingphotos2 as "static.startTakingPhotos" }