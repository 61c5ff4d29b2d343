import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Eventsloadfailed2Inputs */

const en_events_eventsloadfailed2 = /** @type {(inputs: Events_Eventsloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load events`)
};

/**
* | output |
* | --- |
* | "Failed to load events" |
*
* @param {Events_Eventsloadfailed2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_eventsloadfailed2 = /** @type {((inputs?: Events_Eventsloadfailed2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Eventsloadfailed2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_eventsloadfailed2(inputs)
});
export { events_eventsloadfailed2 as "events.eventsLoadFailed" }