import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Eventsavefailed2Inputs */

const en_events_eventsavefailed2 = /** @type {(inputs: Events_Eventsavefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to save the event`)
};

const fil_events_eventsavefailed2 = /** @type {(inputs: Events_Eventsavefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi ma-save ang event`)
};

/**
* | output |
* | --- |
* | "Failed to save the event" |
*
* @param {Events_Eventsavefailed2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_eventsavefailed2 = /** @type {((inputs?: Events_Eventsavefailed2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Eventsavefailed2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_eventsavefailed2(inputs)
	return en_events_eventsavefailed2(inputs)
});
export { events_eventsavefailed2 as "events.eventSaveFailed" }