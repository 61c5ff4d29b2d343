import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Recycletitle1Inputs */

const en_static_recycletitle1 = /** @type {(inputs: Static_Recycletitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recycle`)
};

const fil_static_recycletitle1 = /** @type {(inputs: Static_Recycletitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-recycle`)
};

/**
* | output |
* | --- |
* | "Recycle" |
*
* @param {Static_Recycletitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_recycletitle1 = /** @type {((inputs?: Static_Recycletitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Recycletitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_recycletitle1(inputs)
	return en_static_recycletitle1(inputs)
});
export { static_recycletitle1 as "static.recycleTitle" }