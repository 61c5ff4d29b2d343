import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Eventclosed1Inputs */

const en_events_eventclosed1 = /** @type {(inputs: Events_Eventclosed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event has ended and is no longer taking requests.`)
};

const fil_events_eventclosed1 = /** @type {(inputs: Events_Eventclosed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapos na ang event na ito at hindi na tumatanggap ng request.`)
};

/**
* | output |
* | --- |
* | "This event has ended and is no longer taking requests." |
*
* @param {Events_Eventclosed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_eventclosed1 = /** @type {((inputs?: Events_Eventclosed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Eventclosed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_eventclosed1(inputs)
	return en_events_eventclosed1(inputs)
});
export { events_eventclosed1 as "events.eventClosed" }