import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Maintenancebody1Inputs */

const en_static_maintenancebody1 = /** @type {(inputs: Static_Maintenancebody1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We’re upgrading the site to serve you better. Please check back soon — your tracking numbers and pickups are safe.`)
};

const fil_static_maintenancebody1 = /** @type {(inputs: Static_Maintenancebody1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ina-upgrade namin ang site para mas mapagsilbihan ka. Pakibalikan mamaya — ligtas ang iyong mga tracking number at pickup.`)
};

/**
* | output |
* | --- |
* | "We’re upgrading the site to serve you better. Please check back soon — your tracking numbers and pickups are safe." |
*
* @param {Static_Maintenancebody1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_maintenancebody1 = /** @type {((inputs?: Static_Maintenancebody1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Maintenancebody1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_maintenancebody1(inputs)
	return en_static_maintenancebody1(inputs)
});
export { static_maintenancebody1 as "static.maintenanceBody" }