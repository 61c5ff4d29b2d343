import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Camerarequiredbody2Inputs */

const en_static_camerarequiredbody2 = /** @type {(inputs: Static_Camerarequiredbody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allow camera access when your browser asks, so you can photograph your items. You can also upload photos from your gallery.`)
};

/**
* | output |
* | --- |
* | "Allow camera access when your browser asks, so you can photograph your items. You can also upload photos from your gallery." |
*
* @param {Static_Camerarequiredbody2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_camerarequiredbody2 = /** @type {((inputs?: Static_Camerarequiredbody2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Camerarequiredbody2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_camerarequiredbody2(inputs)
});
export { static_camerarequiredbody2 as "static.cameraRequiredBody" }