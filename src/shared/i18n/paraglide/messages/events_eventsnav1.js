import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Eventsnav1Inputs */

const en_events_eventsnav1 = /** @type {(inputs: Events_Eventsnav1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Events_Eventsnav1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_eventsnav1 = /** @type {((inputs?: Events_Eventsnav1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Eventsnav1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_eventsnav1(inputs)
});
export { events_eventsnav1 as "events.eventsNav" }