import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Eventdates1Inputs */

const en_events_eventdates1 = /** @type {(inputs: Events_Eventdates1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event dates`)
};

const fil_events_eventdates1 = /** @type {(inputs: Events_Eventdates1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga petsa ng event`)
};

/**
* | output |
* | --- |
* | "Event dates" |
*
* @param {Events_Eventdates1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_eventdates1 = /** @type {((inputs?: Events_Eventdates1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Eventdates1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_eventdates1(inputs)
	return en_events_eventdates1(inputs)
});
export { events_eventdates1 as "events.eventDates" }