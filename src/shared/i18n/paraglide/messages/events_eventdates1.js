import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Eventdates1Inputs */

const en_events_eventdates1 = /** @type {(inputs: Events_Eventdates1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event dates`)
};

/**
* | output |
* | --- |
* | "Event dates" |
*
* @param {Events_Eventdates1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_eventdates1 = /** @type {((inputs?: Events_Eventdates1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Eventdates1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_eventdates1(inputs)
});
export { events_eventdates1 as "events.eventDates" }