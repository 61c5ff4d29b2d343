import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Noevents1Inputs */

const en_events_noevents1 = /** @type {(inputs: Events_Noevents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No events yet. Create one for the next booth.`)
};

const fil_events_noevents1 = /** @type {(inputs: Events_Noevents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala pang event. Gumawa ng isa para sa susunod na booth.`)
};

/**
* | output |
* | --- |
* | "No events yet. Create one for the next booth." |
*
* @param {Events_Noevents1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_noevents1 = /** @type {((inputs?: Events_Noevents1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Noevents1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_noevents1(inputs)
	return en_events_noevents1(inputs)
});
export { events_noevents1 as "events.noEvents" }