import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Documenttitle1Inputs */

const en_static_documenttitle1 = /** @type {(inputs: Static_Documenttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligpit · Decluttering pickups in Metro Manila`)
};

const fil_static_documenttitle1 = /** @type {(inputs: Static_Documenttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligpit · Pickup ng mga gamit na ayaw mo na sa Metro Manila`)
};

/**
* | output |
* | --- |
* | "Ligpit · Decluttering pickups in Metro Manila" |
*
* @param {Static_Documenttitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_documenttitle1 = /** @type {((inputs?: Static_Documenttitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Documenttitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_documenttitle1(inputs)
	return en_static_documenttitle1(inputs)
});
export { static_documenttitle1 as "static.documentTitle" }