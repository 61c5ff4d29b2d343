import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_MaintenanceInputs */

const en_core_maintenance = /** @type {(inputs: Core_MaintenanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site Under Maintenance. We are upgrading the site; please check back soon.`)
};

/**
* | output |
* | --- |
* | "Site Under Maintenance. We are upgrading the site; please check back soon." |
*
* @param {Core_MaintenanceInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_maintenance = /** @type {((inputs?: Core_MaintenanceInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_MaintenanceInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_maintenance(inputs)
});
export { core_maintenance as "core.maintenance" }