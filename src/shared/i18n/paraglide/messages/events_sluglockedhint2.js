import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Sluglockedhint2Inputs */

const en_events_sluglockedhint2 = /** @type {(inputs: Events_Sluglockedhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixed: this event already has requests.`)
};

/**
* | output |
* | --- |
* | "Fixed: this event already has requests." |
*
* @param {Events_Sluglockedhint2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_sluglockedhint2 = /** @type {((inputs?: Events_Sluglockedhint2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Sluglockedhint2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_sluglockedhint2(inputs)
});
export { events_sluglockedhint2 as "events.slugLockedHint" }