import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Eventclosed1Inputs */

const en_events_eventclosed1 = /** @type {(inputs: Events_Eventclosed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event has ended and is no longer taking requests.`)
};

/**
* | output |
* | --- |
* | "This event has ended and is no longer taking requests." |
*
* @param {Events_Eventclosed1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_eventclosed1 = /** @type {((inputs?: Events_Eventclosed1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Eventclosed1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_eventclosed1(inputs)
});
export { events_eventclosed1 as "events.eventClosed" }