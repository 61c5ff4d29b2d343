import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Eventsaved1Inputs */

const en_events_eventsaved1 = /** @type {(inputs: Events_Eventsaved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event saved`)
};

/**
* | output |
* | --- |
* | "Event saved" |
*
* @param {Events_Eventsaved1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_eventsaved1 = /** @type {((inputs?: Events_Eventsaved1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Eventsaved1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_eventsaved1(inputs)
});
export { events_eventsaved1 as "events.eventSaved" }