import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Camerarequiredbody2Inputs */

const en_static_camerarequiredbody2 = /** @type {(inputs: Static_Camerarequiredbody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allow camera access when your browser asks, so you can photograph your items. You can also upload photos from your gallery.`)
};

const fil_static_camerarequiredbody2 = /** @type {(inputs: Static_Camerarequiredbody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payagan ang camera kapag nagtanong ang browser mo, para makunan mo ng litrato ang mga gamit mo. Puwede ka ring mag-upload ng mga litrato mula sa gallery mo.`)
};

/**
* | output |
* | --- |
* | "Allow camera access when your browser asks, so you can photograph your items. You can also upload photos from your gallery." |
*
* @param {Static_Camerarequiredbody2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_camerarequiredbody2 = /** @type {((inputs?: Static_Camerarequiredbody2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Camerarequiredbody2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_camerarequiredbody2(inputs)
	return en_static_camerarequiredbody2(inputs)
});
export { static_camerarequiredbody2 as "static.cameraRequiredBody" }