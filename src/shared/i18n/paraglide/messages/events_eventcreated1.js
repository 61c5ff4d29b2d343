import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Eventcreated1Inputs */

const en_events_eventcreated1 = /** @type {(inputs: Events_Eventcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event created`)
};

const fil_events_eventcreated1 = /** @type {(inputs: Events_Eventcreated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagawa na ang event`)
};

/**
* | output |
* | --- |
* | "Event created" |
*
* @param {Events_Eventcreated1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_eventcreated1 = /** @type {((inputs?: Events_Eventcreated1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Eventcreated1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_eventcreated1(inputs)
	return en_events_eventcreated1(inputs)
});
export { events_eventcreated1 as "events.eventCreated" }