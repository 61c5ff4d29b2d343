import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Eventsloadfailed2Inputs */

const en_events_eventsloadfailed2 = /** @type {(inputs: Events_Eventsloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load events`)
};

const fil_events_eventsloadfailed2 = /** @type {(inputs: Events_Eventsloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi ma-load ang mga event`)
};

/**
* | output |
* | --- |
* | "Failed to load events" |
*
* @param {Events_Eventsloadfailed2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_eventsloadfailed2 = /** @type {((inputs?: Events_Eventsloadfailed2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Eventsloadfailed2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_eventsloadfailed2(inputs)
	return en_events_eventsloadfailed2(inputs)
});
export { events_eventsloadfailed2 as "events.eventsLoadFailed" }