import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Freepickups1Inputs */

const en_static_freepickups1 = /** @type {(inputs: Static_Freepickups1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free pickups across Metro Manila`)
};

const fil_static_freepickups1 = /** @type {(inputs: Static_Freepickups1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libreng pickup sa buong Metro Manila`)
};

/**
* | output |
* | --- |
* | "Free pickups across Metro Manila" |
*
* @param {Static_Freepickups1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_freepickups1 = /** @type {((inputs?: Static_Freepickups1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Freepickups1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_freepickups1(inputs)
	return en_static_freepickups1(inputs)
});
export { static_freepickups1 as "static.freePickups" }