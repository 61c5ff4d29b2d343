import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Disposetitle1Inputs */

const en_static_disposetitle1 = /** @type {(inputs: Static_Disposetitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispose`)
};

const fil_static_disposetitle1 = /** @type {(inputs: Static_Disposetitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itapon nang maayos`)
};

/**
* | output |
* | --- |
* | "Dispose" |
*
* @param {Static_Disposetitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_disposetitle1 = /** @type {((inputs?: Static_Disposetitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Disposetitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_disposetitle1(inputs)
	return en_static_disposetitle1(inputs)
});
export { static_disposetitle1 as "static.disposeTitle" }