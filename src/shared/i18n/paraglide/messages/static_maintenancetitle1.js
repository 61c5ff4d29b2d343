import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Maintenancetitle1Inputs */

const en_static_maintenancetitle1 = /** @type {(inputs: Static_Maintenancetitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site Under Maintenance`)
};

/**
* | output |
* | --- |
* | "Site Under Maintenance" |
*
* @param {Static_Maintenancetitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_maintenancetitle1 = /** @type {((inputs?: Static_Maintenancetitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Maintenancetitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_maintenancetitle1(inputs)
});
export { static_maintenancetitle1 as "static.maintenanceTitle" }