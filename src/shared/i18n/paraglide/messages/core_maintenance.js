import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_MaintenanceInputs */

const en_core_maintenance = /** @type {(inputs: Core_MaintenanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site Under Maintenance. We are upgrading the site; please check back soon.`)
};

const fil_core_maintenance = /** @type {(inputs: Core_MaintenanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Under maintenance ang site. Ina-upgrade namin ang site; pakibalikan mamaya.`)
};

/**
* | output |
* | --- |
* | "Site Under Maintenance. We are upgrading the site; please check back soon." |
*
* @param {Core_MaintenanceInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_maintenance = /** @type {((inputs?: Core_MaintenanceInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_MaintenanceInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_maintenance(inputs)
	return en_core_maintenance(inputs)
});
export { core_maintenance as "core.maintenance" }