import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Maintenancetitle1Inputs */

const en_static_maintenancetitle1 = /** @type {(inputs: Static_Maintenancetitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site Under Maintenance`)
};

const fil_static_maintenancetitle1 = /** @type {(inputs: Static_Maintenancetitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Under maintenance ang site`)
};

/**
* | output |
* | --- |
* | "Site Under Maintenance" |
*
* @param {Static_Maintenancetitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_maintenancetitle1 = /** @type {((inputs?: Static_Maintenancetitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Maintenancetitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_maintenancetitle1(inputs)
	return en_static_maintenancetitle1(inputs)
});
export { static_maintenancetitle1 as "static.maintenanceTitle" }