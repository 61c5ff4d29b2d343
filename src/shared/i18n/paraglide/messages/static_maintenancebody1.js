import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Maintenancebody1Inputs */

const en_static_maintenancebody1 = /** @type {(inputs: Static_Maintenancebody1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We’re upgrading the site to serve you better. Please check back soon — your tracking numbers and pickups are safe.`)
};

/**
* | output |
* | --- |
* | "We’re upgrading the site to serve you better. Please check back soon — your tracking numbers and pickups are safe." |
*
* @param {Static_Maintenancebody1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_maintenancebody1 = /** @type {((inputs?: Static_Maintenancebody1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Maintenancebody1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_maintenancebody1(inputs)
});
export { static_maintenancebody1 as "static.maintenanceBody" }