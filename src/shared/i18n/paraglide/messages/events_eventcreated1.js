import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Eventcreated1Inputs */

const en_events_eventcreated1 = /** @type {(inputs: Events_Eventcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event created`)
};

/**
* | output |
* | --- |
* | "Event created" |
*
* @param {Events_Eventcreated1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_eventcreated1 = /** @type {((inputs?: Events_Eventcreated1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Eventcreated1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_eventcreated1(inputs)
});
export { events_eventcreated1 as "events.eventCreated" }