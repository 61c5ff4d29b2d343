import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Sluglockedhint2Inputs */

const en_events_sluglockedhint2 = /** @type {(inputs: Events_Sluglockedhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixed: this event already has requests.`)
};

const fil_events_sluglockedhint2 = /** @type {(inputs: Events_Sluglockedhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nakatakda na: may request na ang event na ito.`)
};

/**
* | output |
* | --- |
* | "Fixed: this event already has requests." |
*
* @param {Events_Sluglockedhint2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_sluglockedhint2 = /** @type {((inputs?: Events_Sluglockedhint2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Sluglockedhint2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_sluglockedhint2(inputs)
	return en_events_sluglockedhint2(inputs)
});
export { events_sluglockedhint2 as "events.slugLockedHint" }