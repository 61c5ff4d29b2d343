import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Starttakingphotos2Inputs */

const en_static_starttakingphotos2 = /** @type {(inputs: Static_Starttakingphotos2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Taking Photos`)
};

const fil_static_starttakingphotos2 = /** @type {(inputs: Static_Starttakingphotos2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magsimulang kumuha ng litrato`)
};

/**
* | output |
* | --- |
* | "Start Taking Photos" |
*
* @param {Static_Starttakingphotos2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_starttakingphotos2 = /** @type {((inputs?: Static_Starttakingphotos2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Starttakingphotos2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_starttakingphotos2(inputs)
	return en_static_starttakingphotos2(inputs)
});
export { static_starttakingphotos2 as "static.startTakingPhotos" }