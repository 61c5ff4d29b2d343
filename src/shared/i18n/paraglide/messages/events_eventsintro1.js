import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Eventsintro1Inputs */

const en_events_eventsintro1 = /** @type {(inputs: Events_Eventsintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booths at venues. Each event has its own upload page; requests made there appear under it.`)
};

const fil_events_eventsintro1 = /** @type {(inputs: Events_Eventsintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga booth sa iba't ibang venue. May sariling upload page ang bawat event; doon lumalabas ang mga request na ginawa roon.`)
};

/**
* | output |
* | --- |
* | "Booths at venues. Each event has its own upload page; requests made there appear under it." |
*
* @param {Events_Eventsintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_eventsintro1 = /** @type {((inputs?: Events_Eventsintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Eventsintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_eventsintro1(inputs)
	return en_events_eventsintro1(inputs)
});
export { events_eventsintro1 as "events.eventsIntro" }