import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Eventsintro1Inputs */

const en_events_eventsintro1 = /** @type {(inputs: Events_Eventsintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booths at venues. Each event has its own upload page; requests made there appear under it.`)
};

/**
* | output |
* | --- |
* | "Booths at venues. Each event has its own upload page; requests made there appear under it." |
*
* @param {Events_Eventsintro1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_eventsintro1 = /** @type {((inputs?: Events_Eventsintro1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Eventsintro1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_eventsintro1(inputs)
});
export { events_eventsintro1 as "events.eventsIntro" }