import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Eventsaved1Inputs */

const en_events_eventsaved1 = /** @type {(inputs: Events_Eventsaved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event saved`)
};

const fil_events_eventsaved1 = /** @type {(inputs: Events_Eventsaved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-save ang event`)
};

/**
* | output |
* | --- |
* | "Event saved" |
*
* @param {Events_Eventsaved1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_eventsaved1 = /** @type {((inputs?: Events_Eventsaved1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Eventsaved1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_eventsaved1(inputs)
	return en_events_eventsaved1(inputs)
});
export { events_eventsaved1 as "events.eventSaved" }